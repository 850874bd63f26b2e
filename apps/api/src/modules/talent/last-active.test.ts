import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { call, startTestApp, TEST_PASSWORD, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';

/**
 * "Recently active" (talent search's order) follows sign-ins and requests, to the 5-minute precision
 * of `sessions.last_seen_at` (migration 0041): a sign-in does not rewrite a users row, and all of its
 * indexes, when the person was already marked active in the last 5 minutes.
 */
let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

describe('last active', () => {
  it('a sign-in marks the person active, at most once per 5 minutes', async () => {
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const db = h.database.db;
    const lastActive = async () => {
      const [row] = await db
        .select({ at: users.lastActiveAt, xmin: sql<string>`xmin::text` })
        .from(users)
        .where(eq(users.email, freelancer.email));
      if (!row) throw new Error('no user');
      return row;
    };
    const signIn = async () => {
      const res = await call(h.app, 'POST', '/api/v1/user/login', {
        body: { email: freelancer.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    };
    const setLastActive = (ago: string) =>
      db
        .update(users)
        .set({ lastActiveAt: sql`now() - ${ago}::interval` })
        .where(eq(users.email, freelancer.email));

    await setLastActive('2 hours');
    const before = await lastActive();
    await signIn();
    const after = await lastActive();
    expect(after.at.getTime()).toBeGreaterThan(before.at.getTime() + 3_600_000);

    await setLastActive('2 minutes');
    const recent = await lastActive();
    await signIn();
    const unchanged = await lastActive();
    expect(unchanged.at).toEqual(recent.at);
    // The row itself was not rewritten (same row version).
    expect(unchanged.xmin).toBe(recent.xmin);
  });
});
