/**
 * Writes the API's OpenAPI document to the file named by the first argument, built from the app
 * itself (its routes and their schemas) without listening on a port: `tsx scripts/openapi/document.ts out.json`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase } from '../../apps/api/src/db/client.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx scripts/openapi/document.ts <output.json>');
  process.exit(2);
}

const database = await openDatabase({});
const uploadsDir = await mkdtemp(path.join(tmpdir(), 'talentport-openapi-'));
const app = await buildApp({
  db: database.db,
  uploadsDir,
  logger: false,
  chatNotifyIntervalMs: 0,
  mailPollMs: 0,
});
try {
  await app.ready();
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
  await writeFile(target, `${JSON.stringify(answer.json(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
}
