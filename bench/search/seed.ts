/**
 * `npm run bench:seed -- --opportunities N`: loads N opportunities, with companies, users and
 * applications in proportion (N/2 users, N applications), realistic titles, descriptions and skills,
 * into the database at DATABASE_URL (created if missing; BENCH_PGLITE_DIR for PGlite), replacing
 * earlier bench data. The listing trigger (the search change feed) is bypassed during the bulk load:
 * every API instance builds its search index from the tables at start (decision 125). Writes
 * bench/out/search-seed.json.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { log } from '../lib/machine.js';
import { writeSummary } from '../lib/results.js';
import { setting } from '../lib/settings.js';
import { generationStatements } from '../opportunities/generate.js';
import { searchDatabase } from './settings.js';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
}

async function ensurePostgresDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  await admin.end();
}

const opportunities = argument('opportunities', setting('BENCH_SEARCH_OPPORTUNITIES', 100_000, 2_000));
const size = {
  opportunities,
  users: Math.max(1_000, Math.round(opportunities / 2)),
  applications: opportunities,
  benchApplicants: 0,
};
const target = searchDatabase();
if (target.databaseUrl) await ensurePostgresDatabase(target.databaseUrl);
const database = await openDatabase({ ...target, poolSize: 1 });
const db = database.db;
const started = Date.now();
log(
  `bench:seed: ${opportunities.toLocaleString('en')} opportunities into ${target.databaseUrl ?? target.pgliteDir}`,
);
// The listing trigger is off for the delete too: the API's index is built from the tables at start.
await db.execute(sql`alter table opportunities disable trigger user`);
// Earlier bench data (and only it: bench accounts end in @bench.talentport.test) goes first: in a
// database that holds nothing else, by TRUNCATE (row by row, each company's delete checks the
// users table for references, minutes at 100,000 listings).
const others = (await db.execute(
  sql`select count(*)::integer as n from users where email not like '%@bench.talentport.test'`,
)) as unknown as { rows: { n: number }[] };
if (Number(others.rows[0]?.n ?? 0) === 0) {
  await db.execute(sql`truncate users, companies, opportunities, applications cascade`);
} else {
  await db.execute(
    sql`delete from applications where applicant_user_id in (select id from users where email like '%@bench.talentport.test')`,
  );
  await db.execute(
    sql`delete from opportunities where company_id in (select company_id from users where email like '%@bench.talentport.test' and company_id is not null)`,
  );
  await db.execute(sql`update users set company_id = null where email like '%@bench.talentport.test'`);
  await db.execute(
    sql`delete from companies where owner_user_id in (select id from users where email like '%@bench.talentport.test')`,
  );
  await db.execute(sql`delete from users where email like '%@bench.talentport.test'`);
}
// The listing indexes are dropped for the load and built once at the end: maintaining two GIN
// indexes row by row (the insert, then the counters' update of every listing) was most of the
// 1,000,000-listing seed's 2,052 s.
const found = (await db.execute(
  sql`select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public' and tablename = 'opportunities' and indexname not in (select conname from pg_constraint)`,
)) as unknown as { rows: { name: string; definition: string }[] };
const indexes = found.rows;
for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
try {
  for (const statement of generationStatements(size)) {
    const stepStarted = Date.now();
    // No hires: each needs its working conversation (opened at start-up when missing, decision 030),
    // which a search benchmark has no use for.
    const text = statement.sql.replace(`'withdrawn','hired']`, `'withdrawn','shortlisted']`);
    for (const part of text.split(/;\n/)) await db.execute(sql.raw(part));
    log(`bench:seed: ${statement.label} in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  }
} finally {
  await db.execute(sql`alter table opportunities enable trigger user`);
  const indexStarted = Date.now();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  log(
    `bench:seed: ${indexes.length} listing indexes built in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`,
  );
}
await db.execute(sql`analyze`);
const seconds = (Date.now() - started) / 1000;
log(`bench:seed: done in ${seconds.toFixed(0)} s`);
writeSummary('search-seed', { ...size, seconds, database: target.databaseUrl ? 'postgres' : 'pglite' });
await database.close();
