import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@talentport/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createStaffAccount } from '../modules/staff/index.js';

const usage = `Create a staff account (staff never sign up through the app).

  npm run staff:create -- --email ana@talentport.example --name "Ana Lim" --roles support,talent-manager [--time-zone Asia/Singapore]

Roles: ${STAFF_ROLES.join(', ')}. The password is read from STAFF_PASSWORD or asked for.
With the embedded database, stop the app first: PGlite allows one process per data directory.`;

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const password = await prompt.question('Password (12+ characters): ');
  prompt.close();
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string' },
      'time-zone': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email || !values.name || !values.roles) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const staff = await createStaffAccount(
      database.db,
      {
        email: values.email,
        fullname: values.name,
        roles: values.roles.split(',').map((role) => role.trim()) as StaffRole[],
        ...(values['time-zone'] ? { timeZone: values['time-zone'] } : {}),
      },
      await readPassword(),
    );
    console.log(`Created staff account ${staff.email} (${staff.roles.join(', ')}, ${staff.timeZone}).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
