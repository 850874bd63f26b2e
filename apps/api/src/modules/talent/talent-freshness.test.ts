import { talentSearchQuerySchema } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { FEED_POLL_MS } from '../../platform/search-index/index.js';
import { startTestApp, type TestHarness } from '../../test/harness.js';
import { createTalentSearch } from './core.js';
import { buildDirectory, type Directory } from './talent-fixtures.js';

let h: TestHarness;
let d: Directory;
beforeAll(async () => {
  h = await startTestApp();
  d = await buildDirectory(h);
}, 120_000);
afterAll(() => h.close());

describe('talent answers across instances (decision 099)', () => {
  it('a change written anywhere reaches another instance’s cached answers within the feed’s second', async () => {
    const instance = createTalentSearch(h.database.db);
    const query = talentSearchQuerySchema.parse({ sort: 'rating' });
    const codes = async () => (await instance.search(query, null)).items.map((item) => item.code);
    expect(await codes()).toEqual([d.codes.ANA, d.codes.DAN]);
    // Written by "another instance": straight to the database; the trigger adds a row to the change feed.
    await h.database.db
      .update(users)
      .set({ profileVisibility: 'hidden' })
      .where(eq(users.code, d.codes.ANA as string));
    const started = Date.now();
    let seen = await codes();
    while (seen.includes(d.codes.ANA as string) && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await codes();
    }
    expect(seen).toEqual([d.codes.DAN]);
    expect(Date.now() - started).toBeLessThanOrEqual(FEED_POLL_MS + 1_000);
    instance.close();
  });
});
