import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/client.js';
import { opportunities, users } from '../../db/schema.js';
import { buildVerifiedUser, JOB_INPUT, postOpportunity } from '../../test/opportunity-builders.js';
import { type ServerProcess, stopServerProcess } from '../../test/server-process.js';
import { openSharedDatabase, type SharedDatabase, startInstancePair } from '../../test/shared-database.js';

/**
 * Decision 125's freshness: a listing published, edited, closed, hidden or deleted (and a profile
 * published, hidden or opened) through one API process or the database appears in or leaves the
 * results and the counts of another process within 5 seconds, although both had answered before. Two real child processes on one PostgreSQL database (and Redis,
 * which instance-server needs); skipped without TEST_DATABASE_URL and TEST_REDIS_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const FRESH_WITHIN_MS = 5_000;

type Answer = {
  items: { _id: string }[];
  total: number;
  freelancerType: { value: string; count: number }[];
};

describe.skipIf(!serverUrl || !redisUrl)('search freshness across two API instances', () => {
  let shared: SharedDatabase;
  let database: Database;
  let builder: App;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let token: string;

  beforeAll(async () => {
    shared = await openSharedDatabase(serverUrl ?? '', redisUrl ?? '', 'talentport_search');
    ({ database, builder } = shared);
    const harness = { app: builder, database, uploadsDir: '', close: async () => {} };
    token = (await buildVerifiedUser(harness, 'employer')).token;
    await postOpportunity(harness, token, { title: 'Kotlin engineer', occupation: 'Developer' });
    [a, b] = await startInstancePair(shared, redisUrl ?? '', { POOL_SIZE: '3' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await shared?.close();
  }, 60_000);

  async function get(instance: ServerProcess | undefined, path: string) {
    const res = await fetch(`${instance?.url}/api${path}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: Answer }).result;
  }

  /** The search page as the web app loads it: the list and the counts together. */
  async function view(instance: ServerProcess | undefined, keyword: string) {
    const query = `tab=Job&salary=Monthly${keyword ? `&jobName=${keyword}` : ''}`;
    const [list, facets] = await Promise.all([
      get(instance, `/v1/opportunities?${query}`),
      get(instance, `/v1/opportunities/facets?${query}`),
    ]);
    const designers = facets.freelancerType.find((entry) => entry.value === 'Designer');
    return {
      ids: list.items.map((item) => item._id),
      total: list.total,
      designers: designers?.count ?? 0,
    };
  }

  async function within(check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > FRESH_WITHIN_MS) throw new Error('not fresh within 5 seconds');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Date.now() - started;
  }

  it('publish, edit, close and hide reach the other instance within 5 seconds', async () => {
    // Both instances answer (and cache) the page before the change.
    for (const instance of [a, b]) expect((await view(instance, '')).designers).toBe(0);
    const before = await view(b, 'figma');
    expect(before.ids).toEqual([]);

    const posted = await fetch(`${a?.url}/api/v1/opportunities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({
        ...JOB_INPUT,
        title: 'Figma designer',
        occupation: 'Designer',
        expertise: ['Product design'],
        skills: ['Figma'],
      }),
    });
    expect(posted.status, await posted.clone().text()).toBe(200);
    const id = ((await posted.json()) as { result: { _id: string } }).result._id;
    await within(async () => {
      const seen = await view(b, '');
      return seen.ids.includes(id) && seen.designers === 1 && seen.total === 2;
    });
    await within(async () => (await view(b, 'figma')).ids.includes(id));

    await database.db
      .update(opportunities)
      .set({ title: 'Sketch illustrator', skills: ['Sketch'] })
      .where(eq(opportunities.id, id));
    await within(async () => !(await view(b, 'figma')).ids.includes(id));
    await within(async () => (await view(b, 'illustrator')).ids.includes(id));

    await database.db.update(opportunities).set({ isHidden: true }).where(eq(opportunities.id, id));
    await within(async () => {
      const seen = await view(b, '');
      return !seen.ids.includes(id) && seen.designers === 0 && seen.total === 1;
    });
    await database.db.update(opportunities).set({ isHidden: false }).where(eq(opportunities.id, id));
    await within(async () => (await view(b, '')).designers === 1);

    const closed = await fetch(`${a?.url}/api/v1/opportunities/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(closed.status).toBe(200);
    await within(async () => {
      const seen = await view(b, '');
      return !seen.ids.includes(id) && seen.designers === 0;
    });

    // Reopened, then deleted: in, then out again (decision 125's feed carries deletes too).
    await database.db.update(opportunities).set({ status: 'open' }).where(eq(opportunities.id, id));
    await within(async () => (await view(b, '')).designers === 1);
    await database.db.delete(opportunities).where(eq(opportunities.id, id));
    await within(async () => {
      const seen = await view(b, '');
      return !seen.ids.includes(id) && seen.designers === 0 && seen.total === 1;
    });
  }, 60_000);

  it('a profile published, hidden or opened to guests reaches the other instance within 5 seconds', async () => {
    const people = async (instance: ServerProcess | undefined) => {
      const res = await fetch(`${instance?.url}/api/v1/talent?jobName=zorbwick`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { result: { total: number } }).result.total;
    };
    expect(await people(b)).toBe(0);
    const [person] = await database.db
      .insert(users)
      .values({
        code: 'ZORB1',
        fullname: 'Ada Zorbwick',
        email: 'zorbwick@freshness.test',
        userRole: 'freelancer',
        isOnboard: true,
        occupation: 'Designer',
        profileVisibility: 'public',
      })
      .returning({ id: users.id });
    await within(async () => (await people(b)) === 1);
    await database.db
      .update(users)
      .set({ profileVisibility: 'hidden' })
      .where(eq(users.id, person?.id as string));
    await within(async () => (await people(b)) === 0);
    await database.db
      .update(users)
      .set({ profileVisibility: 'members' })
      .where(eq(users.id, person?.id as string));
    // Members-only: still not for a guest (visibility inside the index); public again: found.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await people(b)).toBe(0);
    await database.db
      .update(users)
      .set({ profileVisibility: 'public' })
      .where(eq(users.id, person?.id as string));
    await within(async () => (await people(b)) === 1);
  }, 60_000);
});
