/**
 * `npx tsx bench/search/explain.ts`: every SQL statement the API's search functions send for a
 * sample of the benchmark's page views (list and facets, as `bench:search` requests them), each
 * run under `EXPLAIN (ANALYZE, BUFFERS)`, on the database at DATABASE_URL. Prints the slowest
 * statements with their plans (decision 057's evidence). EXPLAIN_VIEWS=N views (default 40).
 */
import { opportunitySearchFiltersSchema, opportunitySearchQuerySchema } from '@talentport/contract';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { createSearchCore } from '../../apps/api/src/modules/opportunities/search-core.js';
import { searchDatabase } from './settings.js';
import { buildViews } from './workload.js';

/** `plan`: the planner settings of the transaction it was sent in (search-plan.ts), replayed too. */
type Settings = { text: string; values: unknown[] };
type Sent = { text: string; values: unknown[]; plan: Settings | null };
const sent: Sent[] = [];
const planOf = new WeakMap<object, Settings | null>();
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  let text: string | null = null;
  let values: unknown[] = [];
  if (typeof first === 'string') {
    text = first;
    values = (second as unknown[]) ?? [];
  } else if (first && typeof first === 'object' && 'text' in first) {
    const config = first as { text: string; values?: unknown[] };
    text = config.text;
    values = config.values ?? (second as unknown[]) ?? [];
  }
  if (text !== null) {
    if (/set_config/.test(text)) planOf.set(this, { text, values });
    else if (/^\s*(commit|rollback)/i.test(text)) planOf.set(this, null);
    else sent.push({ text, values, plan: planOf.get(this) ?? null });
  }
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

const target = searchDatabase();
if (!target.databaseUrl) throw new Error('explain.ts runs on PostgreSQL (DATABASE_URL)');
const database = await openDatabase({ ...target, poolSize: 1 });
const core = createSearchCore(database.db);
const views = buildViews(Number(process.env.EXPLAIN_VIEWS ?? 40));
const group = (url: string) => {
  const grouped = new Map<string, string | string[]>();
  for (const [key, value] of new URL(url, 'http://x').searchParams) {
    const found = grouped.get(key);
    grouped.set(key, found === undefined ? value : [...(Array.isArray(found) ? found : [found]), value]);
  }
  return Object.fromEntries(grouped);
};
for (const view of views) {
  await core.search(opportunitySearchQuerySchema.parse(group(view.list)), null);
  await core.facets(opportunitySearchFiltersSchema.parse(group(view.facets)));
}
const statements = new Map<string, Sent & { ms: number; explained: string }>();
const client = new pg.Client({ connectionString: target.databaseUrl });
await client.connect();
await client.query('set pg_trgm.word_similarity_threshold = 0.5');
for (const statement of sent) {
  const key = `${JSON.stringify(statement.plan?.values)}\u0000${statement.text}\u0000${JSON.stringify(statement.values)}`;
  if (statements.has(key) || !/^\s*select/i.test(statement.text)) continue;
  if (statement.plan) {
    await client.query('begin');
    await client.query(statement.plan.text, statement.plan.values);
  }
  const result = await original.call(
    client,
    `explain (analyze, buffers) ${statement.text}`,
    statement.values,
  );
  if (statement.plan) await client.query('commit');
  const lines = (result as pg.QueryResult<{ 'QUERY PLAN': string }>).rows.map((row) => row['QUERY PLAN']);
  const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
  statements.set(key, { ...statement, ms, explained: lines.join('\n') });
}
const sorted = [...statements.values()].sort((a, b) => b.ms - a.ms);
const top = Number(process.env.EXPLAIN_TOP ?? 8);
console.log(
  `${statements.size} distinct statements; execution ms: ${sorted.map((s) => s.ms.toFixed(1)).join(' ')}`,
);
for (const statement of sorted.slice(0, top)) {
  console.log(
    `\n=== ${statement.ms} ms${statement.plan ? ` (${statement.plan.values.join(' ')} off)` : ''}: ${statement.text.slice(0, 600)}\n    ${JSON.stringify(statement.values)}\n${statement.explained}`,
  );
}
await client.end();
await database.close();
process.exit(0);
