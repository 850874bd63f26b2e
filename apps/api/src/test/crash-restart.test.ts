import { randomBytes } from 'node:crypto';
import { inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema.js';
import { CRASH_TARGETS, callServer, withDatabase } from './crash-targets.js';
import { stopServerProcess, writeUntilKilled } from './server-process.js';

/**
 * kill -9 during a stream of writes, then a restart on the same data: every acknowledged sign-up
 * is there and can log in, and nothing is half-written (each account has its verification mail,
 * written in the same transaction). Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL
 * is set.
 */
const PASSWORD = 'crash test passphrase';
const WRITERS = 4;

describe.each(CRASH_TARGETS)('crash and restart: sign-ups on $name', ({ isAvailable, prepare }) => {
  it.skipIf(!isAvailable)(
    'every acknowledged sign-up survives kill -9, and none is half-written',
    async () => {
      const target = await prepare();
      try {
        const server = await target.startServer();
        const queues = Array.from({ length: WRITERS }, (_, writer) =>
          Array.from(
            { length: 500 },
            (_, index) => `crash.${writer}.${index}.${randomBytes(3).toString('hex')}@example.test`,
          ),
        );
        const stream = await writeUntilKilled({
          server,
          queues,
          killAfter: 40,
          write: async (email) => {
            const { status } = await callServer(server, 'POST', '/api/v1/user/register', {
              body: { fullname: 'Crash Test', email, password: PASSWORD },
            });
            return status === 200 ? 'acknowledged' : 'refused';
          },
        });
        expect(stream.errors).toEqual([]);
        expect(stream.acknowledged.length).toBeGreaterThanOrEqual(40);
        expect(stream.refused).toEqual([]);

        const restarted = await target.startServer();
        const sample = stream.acknowledged.filter(
          (_, index) => index % Math.max(1, Math.floor(stream.acknowledged.length / 25)) === 0,
        );
        const statuses = await Promise.all(
          sample.map(
            async (email) =>
              (
                await callServer(restarted, 'POST', '/api/v1/user/login', {
                  body: { email, password: PASSWORD },
                })
              ).status,
          ),
        );
        await stopServerProcess(restarted);
        expect(statuses.every((status) => status === 200)).toBe(true);

        const counts = await withDatabase(target, async ({ db }) => {
          const [totals] = await db
            .select({
              users: sql<number>`(select count(*)::int from ${users} where ${users.email} like 'crash.%')`,
              mails: sql<number>`(select count(*)::int from ${mailOutbox} where ${mailOutbox.template} = 'verify-email' and ${mailOutbox.toAddress} like 'crash.%')`,
            })
            .from(sql`(select 1) as one`);
          const found = await db
            .select({ email: users.email })
            .from(users)
            .where(inArray(users.email, stream.acknowledged));
          const all = await db.select({ email: users.email }).from(users).where(like(users.email, 'crash.%'));
          return { ...totals, acknowledged: found.length, emails: all.map((row) => row.email) };
        });
        expect(counts.acknowledged).toBe(stream.acknowledged.length);
        expect(counts.mails).toBe(counts.users);
        // Nothing appears that was not at least sent.
        const sent = new Set([...stream.acknowledged, ...stream.inFlight]);
        expect(counts.emails.filter((email) => !sent.has(email))).toEqual([]);
      } finally {
        await target.dispose();
      }
    },
    60_000,
  );
});
