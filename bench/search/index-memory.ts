/**
 * `npx tsx --expose-gc bench/search/index-memory.ts`: builds the listings and people indexes of the
 * search benchmark's database in this process and prints how long each took and the memory held
 * after it (heap, off-heap buffers, resident), to see what the read model costs (decision 133).
 */
import { openDatabase } from '../../apps/api/src/db/client.js';
import { opportunitySource } from '../../apps/api/src/modules/opportunities/search-index.js';
import { talentSource } from '../../apps/api/src/modules/talent/search-index.js';
import { ChangeFeed, SearchIndexes } from '../../apps/api/src/platform/search-index/index.js';
import { searchDatabase } from './settings.js';

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
function memory(label: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const used = process.memoryUsage();
  console.log(
    `${label}: rss ${mb(used.rss)}, heap ${mb(used.heapUsed)}, external ${mb(used.external)}, array buffers ${mb(used.arrayBuffers)}`,
  );
}

const database = await openDatabase({ ...searchDatabase(), poolSize: 4 });
memory('start');
const indexes = new SearchIndexes(database.db, new ChangeFeed(database.db));
for (const source of [opportunitySource, talentSource]) {
  const live = indexes.create(source);
  await live.ready;
  memory(
    `${source.kind}: ${live.index.size} documents, ${live.terms?.lexemeCount ?? 0} lexemes, built in ${live.buildMs} ms`,
  );
}
await new Promise((resolve) => setTimeout(resolve, 5_000));
memory('5 s later');
indexes.close();
await database.close();
process.exit(0);
