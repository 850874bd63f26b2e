import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { mailOutbox, users } from '../db/schema.js';

/**
 * kill -9 during a stream of writes, then a restart on the same data: every acknowledged sign-up
 * is there and can log in, and nothing is half-written (each account has its verification mail,
 * written in the same transaction). Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL
 * is set.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'crash test passphrase';

type Server = { child: ChildProcess; url: string };

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/crash-server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /READY (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}` });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
}

function stop(server: Server, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** Sign-ups from 4 parallel writers until the server dies; returns the acknowledged emails. */
async function signUpUntilKilled(server: Server, killAfterMs: number) {
  const acknowledged: string[] = [];
  let isDead = false;
  setTimeout(() => {
    isDead = true;
    server.child.kill('SIGKILL');
  }, killAfterMs);
  await Promise.all(
    Array.from({ length: 4 }, async (_, writer) => {
      for (let index = 0; !isDead; index++) {
        const email = `crash.${writer}.${index}.${randomBytes(3).toString('hex')}@example.test`;
        try {
          const status = await post(`${server.url}/api/v1/user/register`, {
            fullname: 'Crash Test',
            email,
            password: PASSWORD,
          });
          if (status === 200) acknowledged.push(email);
        } catch {
          return; // the connection died with the process
        }
      }
    }),
  );
  return acknowledged;
}

async function checkAfterRestart(env: Record<string, string>, acknowledged: string[]) {
  const server = await startServer(env);
  const sample = acknowledged.filter(
    (_, index) => index % Math.max(1, Math.floor(acknowledged.length / 25)) === 0,
  );
  const statuses = await Promise.all(
    sample.map((email) => post(`${server.url}/api/v1/user/login`, { email, password: PASSWORD })),
  );
  await stop(server, 'SIGTERM');
  return statuses;
}

async function countRows(open: () => ReturnType<typeof openDatabase>, emails: string[]) {
  const database = await open();
  try {
    const [counts] = await database.db
      .select({
        users: sql<number>`(select count(*)::int from ${users} where ${users.email} like 'crash.%')`,
        mails: sql<number>`(select count(*)::int from ${mailOutbox} where ${mailOutbox.template} = 'verify-email' and ${mailOutbox.toAddress} like 'crash.%')`,
      })
      .from(sql`(select 1) as one`);
    const [found] = await database.db
      .select({ acknowledged: sql<number>`count(*)::int` })
      .from(users)
      .where(inArray(users.email, emails));
    return { ...counts, acknowledged: found?.acknowledged };
  } finally {
    await database.close();
  }
}

describe('crash and restart', () => {
  it('PGlite: every acknowledged sign-up survives kill -9, and none is half-written', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'talentport-crash-'));
    try {
      const env = { PGLITE_DIR: dir, DATABASE_URL: '' };
      const acknowledged = await signUpUntilKilled(await startServer(env), 2_500);
      expect(acknowledged.length).toBeGreaterThan(5);
      const statuses = await checkAfterRestart(env, acknowledged);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const counts = await countRows(() => openDatabase({ pgliteDir: dir }), acknowledged);
      expect(counts?.acknowledged).toBe(acknowledged.length);
      expect(counts?.mails).toBe(counts?.users);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    'PostgreSQL: the same after kill -9',
    async () => {
      const name = `talentport_crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      try {
        const env = { DATABASE_URL: url.toString(), PGLITE_DIR: '' };
        const acknowledged = await signUpUntilKilled(await startServer(env), 2_500);
        expect(acknowledged.length).toBeGreaterThan(5);
        const statuses = await checkAfterRestart(env, acknowledged);
        expect(statuses.every((status) => status === 200)).toBe(true);
        const counts = await countRows(
          () => openDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
          acknowledged,
        );
        expect(counts?.acknowledged).toBe(acknowledged.length);
        expect(counts?.mails).toBe(counts?.users);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});
