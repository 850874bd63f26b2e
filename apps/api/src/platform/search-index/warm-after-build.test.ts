import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';
import { ChangeFeed } from './change-feed.js';
import { type IndexSource, SearchIndexes } from './live-index.js';

/** Decision 137: what is kept beside an index (the typo vocabularies) is read before readiness. */
const emptySource: IndexSource = {
  kind: 'warm-test',
  schema: { dimensions: ['kind'], numbers: [], ranges: [], orders: {} },
  readBatch: async () => [],
  readIds: async () => [],
};

describe('LiveIndex.warmAfterBuild', () => {
  let database: Database;
  let indexes: SearchIndexes;

  beforeAll(async () => {
    database = await openTestDatabase();
    indexes = new SearchIndexes(database.db, new ChangeFeed(database.db));
  }, 60_000);

  afterAll(async () => {
    indexes?.close();
    await database?.close();
  });

  it('holds readiness until the warm-ups are done, and a failed one does not stop it', async () => {
    let finish = () => {};
    const warmed = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const live = indexes.create(emptySource);
    const order: string[] = [];
    live.warmAfterBuild(() => warmed.then(() => order.push('warmed')));
    live.warmAfterBuild(() => Promise.reject(new Error('the database is away')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.isReady).toBe(false);
    expect(indexes.isReady()).toBe(false);
    finish();
    await live.ready;
    expect(order).toEqual(['warmed']);
    expect(live.isReady).toBe(true);
    expect(indexes.isReady()).toBe(true);
    // Once ready, a warm-up runs at once and readiness does not wait for it.
    let ran = false;
    live.warmAfterBuild(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('answers while the warm-ups run: a warm-up that searches the index is not waiting for itself', async () => {
    const live = indexes.create({ ...emptySource, kind: 'warm-search-test' });
    const seen: number[] = [];
    live.warmAfterBuild(async () => {
      seen.push((await live.fresh()).size);
    });
    await live.ready;
    expect(seen).toEqual([0]);
    expect(live.isReady).toBe(true);
  });
});
