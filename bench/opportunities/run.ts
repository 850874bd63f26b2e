/**
 * Opportunities benchmark: generates the data, starts the API, replays four scenarios with
 * autocannon and measures two floors in the same run (the same SQL straight through pg/PGlite, and
 * a bare Node HTTP handler answering the same bytes). Writes bench/report-opportunities.md.
 *
 *   npm run bench:opportunities                  PostgreSQL (BENCH_DATABASE_URL) and PGlite
 *   BENCH_ONLY=postgres npm run bench:opportunities
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { opportunitySearchQuerySchema } from '@talentport/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, WORD_SIMILARITY_THRESHOLD } from '../../apps/api/src/db/client.js';
import { buildDetailQuery } from '../../apps/api/src/modules/opportunities/detail.js';
import { buildSearchQueries } from '../../apps/api/src/modules/opportunities/search.js';
import {
  benchApplicantIndexes,
  benchUuidOf,
  type DatasetSize,
  FULL_SIZE,
  generationStatements,
  PGLITE_SIZE,
} from './generate.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCH_RATE = 200;
const API_PORT = 3243;
const BARE_PORT = 3244;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/talentport_bench';

type Stats = { rps: number; p50: number; p99: number; errors: number };
type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  /** Path and body of the n-th request. */
  request: (n: number) => { path: string; body?: string; token?: string };
  /** The same SQL the API runs for that request, as [text, params] statements. */
  statements: (n: number) => { text: string; params: unknown[] }[];
  isTransaction?: boolean;
};
type Row = { scenario: string; api: Stats; sql: Stats; bare: Stats };
type SqlRunner = {
  query: (text: string, params: unknown[]) => Promise<unknown>;
  transaction: (statements: { text: string; params: unknown[] }[]) => Promise<void>;
  concurrency: number;
  close: () => Promise<void>;
};
type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
};
type AutocannonRequest = { method?: string; path?: string; body?: string; headers?: Record<string, string> };

function log(message: string) {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function startChild(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(here, script), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

async function stopChild(child: ChildProcess) {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function cannon(
  port: number,
  scenario: Scenario,
  options: { overallRate?: number; connections?: number } = {},
) {
  let counter = 0;
  const run = autocannon as unknown as (options: Record<string, unknown>) => Promise<AutocannonResult>;
  const result = await run({
    url: `http://127.0.0.1:${port}`,
    connections: options.connections ?? CONNECTIONS,
    duration: DURATION_S,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        method: scenario.method,
        setupRequest: (request: AutocannonRequest) => {
          const next = scenario.request(counter++);
          return {
            ...request,
            method: scenario.method,
            path: next.path,
            headers: {
              'content-type': 'application/json',
              ...(next.token ? { token: next.token } : {}),
            },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The SQL floor: the scenario's statements straight through the driver, at the same concurrency. */
async function sqlFloor(runner: SqlRunner, scenario: Scenario, offset: number): Promise<Stats> {
  const latencies: number[] = [];
  let counter = offset;
  let errors = 0;
  const deadline = Date.now() + DURATION_S * 1000;
  async function worker() {
    while (Date.now() < deadline) {
      const statements = scenario.statements(counter++);
      const started = process.hrtime.bigint();
      try {
        if (scenario.isTransaction) await runner.transaction(statements);
        else await Promise.all(statements.map((statement) => runner.query(statement.text, statement.params)));
      } catch {
        errors += 1;
      }
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: runner.concurrency }, () => worker()));
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / ((Date.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

async function generate(driver: 'postgres' | 'pglite', size: DatasetSize, pgliteDir: string) {
  if (driver === 'postgres') {
    const url = new URL(DATABASE_URL);
    const name = url.pathname.slice(1);
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString(),
    });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const database = await openDatabase(driver === 'postgres' ? { databaseUrl: DATABASE_URL } : { pgliteDir });
  const timings: string[] = [];
  for (const step of generationStatements(size)) {
    const started = Date.now();
    for (const statement of step.sql.split(/;\n/)) await database.db.execute(sql.raw(statement));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    timings.push(`${step.label}: ${seconds} s`);
    log(`  ${step.label} in ${seconds} s`);
  }
  // Sessions for the benchmark's applicants (tokens are kept here, hashes in the database).
  const tokens = benchApplicantIndexes(size).map(() => randomBytes(24).toString('base64url'));
  const values = benchApplicantIndexes(size)
    .map(
      (index, i) =>
        `('${benchUuidOf('u', index)}', '${createHash('sha256')
          .update(tokens[i] ?? '')
          .digest('hex')}', now() + interval '1 day')`,
    )
    .join(', ');
  await database.db.execute(
    sql.raw(`insert into sessions (user_id, token_hash, expires_at) values ${values}`),
  );
  const openJobs = (await database.db.execute(
    sql.raw(
      `select id from opportunities where status = 'open' and type = 'Job' order by published_at desc limit 5000`,
    ),
  )) as unknown as { rows: { id: string }[] };
  await database.close();
  return { tokens, openJobIds: openJobs.rows.map((row) => row.id), timings };
}

async function openSqlRunner(driver: 'postgres' | 'pglite', pgliteDir: string): Promise<SqlRunner> {
  if (driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: DATABASE_URL,
      max: 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    return {
      query: (text, params) => pool.query(text, params),
      async transaction(statements) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const statement of statements) await client.query(statement.text, statement.params);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
      concurrency: CONNECTIONS,
      close: () => pool.end(),
    };
  }
  const client = new PGlite(pgliteDir, { extensions: { pg_trgm } });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  return {
    query: (text, params) => client.query(text, params),
    async transaction(statements) {
      await client.transaction(async (tx) => {
        for (const statement of statements) await tx.query(statement.text, statement.params);
      });
    },
    // One embedded database, one connection: the API on PGlite is serialised the same way.
    concurrency: CONNECTIONS,
    close: () => client.close(),
  };
}

async function benchDriver(driver: 'postgres' | 'pglite') {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const base = driver === 'postgres' ? FULL_SIZE : PGLITE_SIZE;
  const size: DatasetSize = {
    users: Math.round(base.users * scale),
    opportunities: Math.round(base.opportunities * scale),
    applications: Math.round(base.applications * scale),
    benchApplicants: base.benchApplicants,
  };
  const pgliteDir =
    driver === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'talentport-bench-pglite-')) : '';
  log(
    `${driver}: generating ${size.opportunities} opportunities, ${size.users} users, ${size.applications} applications`,
  );
  const generated = await generate(driver, size, pgliteDir);
  const { tokens, openJobIds } = generated;

  // Statements are built by the API's own query builders, so the floor runs exactly its SQL.
  const builder = await openDatabase(
    driver === 'postgres' ? { databaseUrl: DATABASE_URL, poolSize: 1 } : { pgliteDir },
  );
  const searchQuery = opportunitySearchQuerySchema.parse({
    tab: 'Job',
    salary: 'Monthly',
    workingMode: 'Remote',
    freelancerType: 'Developer',
    yearsOfExperience: ['5', '10'],
    jobName: 'react',
  });
  const landingQuery = opportunitySearchQuerySchema.parse({ tab: 'Job', salary: 'Monthly' });
  const toStatements = (query: typeof searchQuery) => {
    const built = buildSearchQueries(builder.db, query);
    return [built.page.toSQL(), built.total.toSQL()].map((statement) => ({
      text: statement.sql,
      params: statement.params,
    }));
  };
  const searchStatements = toStatements(searchQuery);
  const landingStatements = toStatements(landingQuery);
  const detailStatement = (id: string) => {
    const built = buildDetailQuery(builder.db, id).toSQL();
    return [{ text: built.sql, params: built.params }];
  };
  const explain = async (label: string, statement: { text: string; params: unknown[] }) => {
    const result = (await builder.db.execute(
      sql.raw(
        `explain (analyze, buffers) ${statement.text.replace(/\$(\d+)/g, (_, index: string) => literal(statement.params[Number(index) - 1]))}`,
      ),
    )) as unknown as { rows: Record<string, string>[] };
    return `#### ${label}\n\n\`\`\`\n${result.rows.map((row) => Object.values(row)[0]).join('\n')}\n\`\`\``;
  };
  const explains = [
    await explain('Search page (3 filters + keyword)', searchStatements[0] ?? { text: '', params: [] }),
    await explain('Search total', searchStatements[1] ?? { text: '', params: [] }),
    await explain(
      'Landing list page (tab Job, salary Monthly)',
      landingStatements[0] ?? { text: '', params: [] },
    ),
    await explain('Detail', detailStatement(openJobIds[0] ?? '')[0] ?? { text: '', params: [] }),
  ];
  await builder.close();

  const applicants = benchApplicantIndexes(size).length;
  const pair = (n: number) => ({
    token: tokens[n % applicants] ?? '',
    applicantIndex: benchApplicantIndexes(size)[n % applicants] ?? 0,
    opportunityId: openJobIds[Math.floor(n / applicants) % openJobIds.length] ?? '',
  });
  const body = JSON.stringify({
    coverLetter: 'I have done this kind of work for five years.',
    proposedRate: 5000,
  });
  const searchPath = `/api/v1/opportunities?tab=Job&salary=Monthly&workingMode=Remote&freelancerType=Developer&yearsOfExperience=5&yearsOfExperience=10&jobName=react`;
  const scenarios: Scenario[] = [
    {
      name: 'Guest search: 3 filters + keyword',
      method: 'GET',
      request: () => ({ path: searchPath }),
      statements: () => searchStatements,
    },
    {
      name: 'Freelancer landing list',
      method: 'GET',
      request: (n) => ({
        path: '/api/v1/opportunities?tab=Job&salary=Monthly&page=1&recordPerPage=10',
        token: tokens[n % applicants] ?? '',
      }),
      statements: () => landingStatements,
    },
    {
      name: 'Detail page (guest)',
      method: 'GET',
      request: (n) => ({
        path: `/api/v1/opportunities/${openJobIds[n % Math.min(1000, openJobIds.length)]}`,
      }),
      statements: (n) => detailStatement(openJobIds[n % Math.min(1000, openJobIds.length)] ?? ''),
    },
    {
      name: 'Apply (freelancer)',
      method: 'POST',
      request: (n) => {
        const { token, opportunityId } = pair(n);
        return { path: `/api/v1/opportunities/${opportunityId}/apply`, token, body };
      },
      statements: (n) => {
        const { applicantIndex, opportunityId } = pair(n);
        const applicantId = benchUuidOf('u', applicantIndex);
        return [
          { text: 'select * from opportunities where id = $1 for update', params: [opportunityId] },
          {
            text: 'insert into applications (opportunity_id, applicant_user_id, cover_letter, proposed_rate) values ($1, $2, $3, $4)',
            params: [opportunityId, applicantId, 'I have done this kind of work for five years.', 5000],
          },
          {
            text: 'update opportunities set applicant_count = applicant_count + 1, new_applicant_count = new_applicant_count + 1 where id = $1',
            params: [opportunityId],
          },
          {
            text: "insert into notifications (user_id, kind, title) select posted_by_user_id, 'application.created', 'New applicant' from opportunities where id = $1",
            params: [opportunityId],
          },
        ];
      },
      isTransaction: true,
    },
  ];

  const rows: Row[] = [];
  let searchAtRate: Stats | null = null;
  let applyOffset = 0;
  for (const scenario of scenarios) {
    log(`${driver}: ${scenario.name}`);
    const server = await startChild('server.ts', {
      PORT: String(API_PORT),
      BENCH_DATABASE_URL: driver === 'postgres' ? DATABASE_URL : '',
      BENCH_PGLITE_DIR: pgliteDir,
    });
    // Warm up, and keep one answer's bytes for the bare handler.
    const first = scenario.request(1_000_000);
    const sample = await fetch(
      `http://127.0.0.1:${API_PORT}${scenario.method === 'GET' ? first.path : searchPath}`,
      {
        headers: first.token ? { token: first.token } : {},
      },
    );
    const bytes = Buffer.from(await sample.arrayBuffer());
    const api = await cannon(API_PORT, scenario);
    if (scenario.name.startsWith('Guest search'))
      searchAtRate = await cannon(API_PORT, scenario, { overallRate: SEARCH_RATE, connections: 20 });
    await stopChild(server);
    applyOffset += 1;

    const bodyFile = path.join(os.tmpdir(), `talentport-bench-body-${applyOffset}.json`);
    await writeFile(bodyFile, bytes);
    const bare = await startChild('bare-server.ts', { PORT: String(BARE_PORT), BODY_FILE: bodyFile });
    const bareStats = await cannon(BARE_PORT, scenario);
    await stopChild(bare);

    const runner = await openSqlRunner(driver, pgliteDir);
    // The floor's applications use other (applicant, opportunity) pairs than the API's.
    const sqlStats = await sqlFloor(runner, scenario, 2_000_000);
    await runner.close();
    rows.push({ scenario: scenario.name, api, sql: sqlStats, bare: bareStats });
    log(
      `  api ${api.rps.toFixed(0)} req/s p99 ${api.p99} ms · sql ${sqlStats.rps.toFixed(0)} req/s · bare ${bareStats.rps.toFixed(0)} req/s`,
    );
  }
  if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  return { driver, size, rows, searchAtRate, explains, timings: generated.timings };
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);

function table(result: Awaited<ReturnType<typeof benchDriver>>) {
  const lines = [
    '| scenario | API req/s | API p50 ms | API p99 ms | SQL floor req/s | SQL p50 ms | SQL p99 ms | bare HTTP req/s | bare p50 ms | bare p99 ms | API p50 ÷ SQL p50 | errors (API/SQL) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of result.rows) {
    lines.push(
      `| ${row.scenario} | ${fmt(row.api.rps, 0)} | ${fmt(row.api.p50)} | ${fmt(row.api.p99)} | ${fmt(row.sql.rps, 0)} | ${fmt(row.sql.p50)} | ${fmt(row.sql.p99)} | ${fmt(row.bare.rps, 0)} | ${fmt(row.bare.p50)} | ${fmt(row.bare.p99)} | ${fmt(row.api.p50 / Math.max(row.sql.p50, 0.01), 2)}× | ${row.api.errors}/${row.sql.errors} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const results = [];
  if (!only || only === 'postgres') results.push(await benchDriver('postgres'));
  if (!only || only === 'pglite') results.push(await benchDriver('pglite'));
  const cpus = os.cpus();
  const parts = [
    '# Opportunities benchmark',
    '',
    `Run on ${new Date().toISOString()} · ${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · Node ${process.version} · load average at the end ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}.`,
    '',
    'Absolute figures depend on what else the machine is doing (see the load average); the floors were measured in the same run, under the same conditions, for comparison.',
    '',
    `Each scenario runs ${DURATION_S} s at ${CONNECTIONS} concurrent connections (autocannon), then the same for the floors: the SQL floor runs the API's own statements (taken from its query builders with \`toSQL()\`) straight through \`pg\` (pool of 10) or PGlite, ${CONNECTIONS} at a time; the bare floor is a plain Node \`http\` handler answering the same bytes. The API and the bare handler run in a child process; the load generator in another.`,
    '',
  ];
  for (const result of results) {
    parts.push(
      `## ${result.driver === 'postgres' ? 'PostgreSQL 15 (pg pool of 10)' : 'PGlite (embedded, one connection)'}`,
      '',
      `Data: ${result.size.opportunities.toLocaleString('en')} opportunities, ${(result.size.users + result.size.benchApplicants).toLocaleString('en')} users, ${result.size.applications.toLocaleString('en')} applications${result.driver === 'pglite' ? ' (a fifth of the PostgreSQL set: PGlite keeps the database in memory and loads it single-threaded)' : ''}.`,
      '',
      `Generation: ${result.timings.join('; ')}.`,
      '',
      table(result),
      '',
    );
    if (result.searchAtRate) {
      const target = result.driver === 'postgres' ? ' (target: p99 under 50 ms)' : '';
      parts.push(
        `Guest search at a fixed ${SEARCH_RATE} req/s (20 connections): achieved ${fmt(result.searchAtRate.rps, 0)} req/s, p50 ${fmt(result.searchAtRate.p50)} ms, p99 ${fmt(result.searchAtRate.p99)} ms${target}.`,
        '',
      );
    }
    parts.push('### Query plans (EXPLAIN ANALYZE)', '', ...result.explains.flatMap((block) => [block, '']));
  }
  if (results.length === 2) {
    const [postgres, pglite] = results;
    parts.push(
      '## PGlite compared with PostgreSQL',
      '',
      '| scenario | PostgreSQL API req/s | PGlite API req/s | PGlite ÷ PostgreSQL (req/s) | p99 PostgreSQL / PGlite ms |',
      '|---|---:|---:|---:|---:|',
    );
    for (const row of postgres?.rows ?? []) {
      const other = pglite?.rows.find((candidate) => candidate.scenario === row.scenario);
      if (!other) continue;
      parts.push(
        `| ${row.scenario} | ${fmt(row.api.rps, 0)} | ${fmt(other.api.rps, 0)} | ${fmt(other.api.rps / Math.max(row.api.rps, 1), 2)} | ${fmt(row.api.p99)} / ${fmt(other.api.p99)} |`,
      );
    }
    parts.push(
      '',
      'PGlite runs on a fifth of the data, so the ratio flatters it for the scans that grow with the table.',
      '',
    );
  }
  await writeFile(path.join(here, '..', 'report-opportunities.md'), `${parts.join('\n')}\n`);
  log('wrote bench/report-opportunities.md');
}

await main();
