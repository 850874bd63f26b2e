/**
 * Opportunities and login benchmark: generates the data, starts the API, replays five scenarios
 * (guest search, freelancer landing list, detail, apply, login) with autocannon and measures two
 * floors in the same run: the same database work straight through pg/PGlite (for login also the
 * argon2id verify), and a bare Node HTTP handler answering the same bytes.
 * Writes bench/report-opportunities.md and bench/out/opportunities.json.
 *
 *   npm run bench:opportunities                  PostgreSQL (BENCH_DATABASE_URL) and PGlite
 *   BENCH_ONLY=postgres BENCH_SCENARIOS=search,login npm run bench:opportunities
 *   BENCH_QUICK=1 npm run bench:opportunities    small data, 3 s phases (smoke test)
 */
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { opportunitySearchQuerySchema } from '@talentport/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, WORD_SIMILARITY_THRESHOLD } from '../../apps/api/src/db/client.js';
import { companies, opportunities, sessions, users } from '../../apps/api/src/db/schema.js';
import { hashPassword, verifyPassword } from '../../apps/api/src/lib/passwords.js';
import { generateToken, hashToken } from '../../apps/api/src/lib/tokens.js';
import { buildDetailQuery } from '../../apps/api/src/modules/opportunities/detail.js';
import { searchConditions, summaryColumns } from '../../apps/api/src/modules/opportunities/search.js';
import { cannon, closedLoop, type HttpRequest } from '../lib/load.js';
import { formatLoad, log, machineInfo } from '../lib/machine.js';
import { forkReady, stopChild } from '../lib/processes.js';
import { type LoadRow, type OpportunitiesSummary, writeSummary } from '../lib/results.js';
import { isQuick, PORTS, POSTGRES_URL, setting } from '../lib/settings.js';
import { fmt, type Stats } from '../lib/stats.js';
import {
  benchApplicantIndexes,
  benchUuidOf,
  type DatasetSize,
  FULL_SIZE,
  generationStatements,
  PGLITE_SIZE,
} from './generate.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = setting('BENCH_DURATION', 10, 3);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 10, 10);
const SCALE = setting('BENCH_SCALE', 1, 0.02);
const SEARCH_RATE = 200;
/** A database of its own (dropped at the end), so runs on a shared server do not collide. */
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? `${POSTGRES_URL}/talentport_bench_${randomBytes(4).toString('hex')}`;
const LOGIN_PASSWORD = 'bench-login-password-7';

type Statement = { text: string; params: unknown[] };
type QueryResult = { rows: Record<string, unknown>[] };
type SqlRunner = {
  query: (text: string, params: unknown[]) => Promise<QueryResult>;
  transaction: (statements: Statement[]) => Promise<void>;
  concurrency: number;
  close: () => Promise<void>;
};
type Scenario = {
  /** For BENCH_SCENARIOS=search,login… */
  key: string;
  name: string;
  method: 'GET' | 'POST';
  /** Path and body of the n-th request. */
  request: (n: number) => HttpRequest;
  /** The same SQL the API runs for that request, as [text, params] statements. */
  statements: (n: number) => Statement[];
  isTransaction?: boolean;
  /** A floor that is more than the statements (login: argon2 verify between two statements). */
  floor?: (runner: SqlRunner, n: number) => Promise<void>;
  floorLabel: string;
  /** A request whose answer the bare handler replays (default: request(1_000_000)). */
  sample?: HttpRequest & { method: 'GET' | 'POST' };
};

async function generate(driver: 'postgres' | 'pglite', size: DatasetSize, pgliteDir: string) {
  if (driver === 'postgres') await recreateDatabase(true);
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
  const applicants = benchApplicantIndexes(size);
  const tokens = applicants.map(() => randomBytes(24).toString('base64url'));
  const values = applicants
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
  // A password for the applicants, so they can log in (one argon2id hash shared by all).
  const passwordHash = await hashPassword(LOGIN_PASSWORD);
  await database.db.execute(
    sql`update users set password_hash = ${passwordHash} where id = any(${sql.raw(
      `array[${applicants.map((index) => `'${benchUuidOf('u', index)}'`).join(', ')}]::uuid[]`,
    )})`,
  );
  const openJobs = (await database.db.execute(
    sql.raw(
      `select id from opportunities where status = 'open' and type = 'Job' order by published_at desc limit 5000`,
    ),
  )) as unknown as { rows: { id: string }[] };
  await database.close();
  return { tokens, openJobIds: openJobs.rows.map((row) => row.id), timings };
}

/** Drops the benchmark's PostgreSQL database, and creates it afresh when asked. */
async function recreateDatabase(isCreating: boolean) {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  if (isCreating) await admin.query(`create database ${name}`);
  await admin.end();
}

async function openSqlRunner(driver: 'postgres' | 'pglite', pgliteDir: string): Promise<SqlRunner> {
  if (driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: DATABASE_URL,
      max: 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // end() resolves before the sockets close; the final drop (with force) may still cut one.
    pool.on('error', () => {});
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

/** Swaps placeholder values of a statement built once for the values of one request. */
const substitute = (statement: Statement, values: Map<unknown, unknown>): Statement => ({
  text: statement.text,
  params: statement.params.map((param) => (values.has(param) ? values.get(param) : param)),
});

async function benchDriver(driver: 'postgres' | 'pglite') {
  const base = driver === 'postgres' ? FULL_SIZE : PGLITE_SIZE;
  const size: DatasetSize = {
    users: Math.round(base.users * SCALE),
    opportunities: Math.round(base.opportunities * SCALE),
    applications: Math.round(base.applications * SCALE),
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
    // The SQL floor: the page and the count of the search's own conditions, straight from the
    // listings (the API answers both from its in-memory index, decision 125).
    const where = and(...searchConditions(query));
    const page = builder.db
      .select(summaryColumns)
      .from(opportunities)
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(where)
      .orderBy(desc(opportunities.isFeatured), desc(opportunities.publishedAt), desc(opportunities.id))
      .limit(query.recordPerPage);
    const total = builder.db.select({ total: count() }).from(opportunities).where(where);
    return [page, total]
      .map((query) => query.toSQL())
      .map((statement) => ({
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
  // Login's statements as the auth service builds them, with placeholders swapped per request.
  const EMAIL = 'placeholder@bench.test';
  const USER_ID = '00000000-0000-4000-8000-000000000000';
  const TOKEN_HASH = 'placeholder-token-hash';
  const userByEmail = builder.db.select().from(users).where(eq(users.email, EMAIL)).limit(1).toSQL();
  const sessionInsert = builder.db
    .insert(sessions)
    .values({
      userId: USER_ID,
      tokenHash: TOKEN_HASH,
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      userAgent: '',
      ip: '127.0.0.1',
    })
    .toSQL();
  const loginStatements = (n: number) => {
    const applicantId = benchUuidOf('u', applicantIndex(n));
    return [
      substitute({ text: userByEmail.sql, params: userByEmail.params }, new Map([[EMAIL, emailOf(n)]])),
      substitute(
        { text: sessionInsert.sql, params: sessionInsert.params },
        new Map<unknown, unknown>([
          [USER_ID, applicantId],
          [TOKEN_HASH, hashToken(generateToken())],
        ]),
      ),
    ];
  };
  const explain = async (label: string, statement: Statement) => {
    const result = (await builder.db.execute(
      sql.raw(
        `explain (analyze, buffers) ${statement.text.replace(/\$(\d+)/g, (_, index: string) => literal(statement.params[Number(index) - 1]))}`,
      ),
    )) as unknown as { rows: Record<string, string>[] };
    return `#### ${label}\n\n\`\`\`\n${result.rows.map((row) => Object.values(row)[0]).join('\n')}\n\`\`\``;
  };
  const explains = [
    await explain(
      'Search page and total in one statement (3 filters + keyword)',
      searchStatements[0] ?? { text: '', params: [] },
    ),
    await explain(
      'Landing list page (tab Job, salary Monthly)',
      landingStatements[0] ?? { text: '', params: [] },
    ),
    await explain('Landing list total', landingStatements[1] ?? { text: '', params: [] }),
    await explain('Detail', detailStatement(openJobIds[0] ?? '')[0] ?? { text: '', params: [] }),
  ];
  await builder.close();

  const applicants = benchApplicantIndexes(size).length;
  function applicantIndex(n: number) {
    return benchApplicantIndexes(size)[n % applicants] ?? 0;
  }
  function emailOf(n: number) {
    return `bench${applicantIndex(n)}@bench.talentport.test`;
  }
  const pair = (n: number) => ({
    token: tokens[n % applicants] ?? '',
    applicantIndex: applicantIndex(n),
    opportunityId: openJobIds[Math.floor(n / applicants) % openJobIds.length] ?? '',
  });
  const body = JSON.stringify({
    coverLetter: 'I have done this kind of work for five years.',
    proposedRate: 5000,
  });
  const searchPath = `/api/v1/opportunities?tab=Job&salary=Monthly&workingMode=Remote&freelancerType=Developer&yearsOfExperience=5&yearsOfExperience=10&jobName=react`;
  const sqlLabel = 'SQL';
  const scenarios: Scenario[] = [
    {
      key: 'search',
      name: 'Guest search: 3 filters + keyword',
      method: 'GET',
      request: () => ({ path: searchPath }),
      statements: () => searchStatements,
      floorLabel: sqlLabel,
    },
    {
      key: 'landing',
      name: 'Freelancer landing list',
      method: 'GET',
      request: (n) => ({
        path: '/api/v1/opportunities?tab=Job&salary=Monthly&page=1&recordPerPage=10',
        token: tokens[n % applicants] ?? '',
      }),
      statements: () => landingStatements,
      floorLabel: sqlLabel,
    },
    {
      key: 'detail',
      name: 'Detail page (guest)',
      method: 'GET',
      request: (n) => ({
        path: `/api/v1/opportunities/${openJobIds[n % Math.min(1000, openJobIds.length)]}`,
      }),
      statements: (n) => detailStatement(openJobIds[n % Math.min(1000, openJobIds.length)] ?? ''),
      floorLabel: sqlLabel,
    },
    {
      key: 'apply',
      name: 'Apply (freelancer)',
      method: 'POST',
      request: (n) => {
        const { token, opportunityId } = pair(n);
        return { path: `/api/v1/opportunities/${opportunityId}/apply`, token, body };
      },
      statements: (n) => {
        const { applicantIndex, opportunityId } = pair(n);
        const applicantId = benchUuidOf('u', applicantIndex);
        // The API's statements in its order (decision 058): read, write the application and the
        // poster's notification, then count it on the listing (which locks the row) and the company.
        return [
          {
            text: 'select o.id, o.company_id, o.type, o.status, o.is_hidden, o.title, o.posted_by_user_id, u.user_role from opportunities o left join users u on u.id = o.posted_by_user_id where o.id = $1',
            params: [opportunityId],
          },
          {
            text: 'insert into applications (opportunity_id, applicant_user_id, cover_letter, proposed_rate) values ($1, $2, $3, $4)',
            params: [opportunityId, applicantId, 'I have done this kind of work for five years.', 5000],
          },
          {
            text: "insert into notifications (user_id, kind, title) select posted_by_user_id, 'application.created', 'New applicant' from opportunities where id = $1",
            params: [opportunityId],
          },
          {
            text: 'update opportunities set applicant_count = applicant_count + 1, new_applicant_count = new_applicant_count + 1 where id = $1 returning status, is_hidden',
            params: [opportunityId],
          },
          {
            text: 'insert into company_track_records (company_id, applicants) select company_id, 1 from opportunities where id = $1 on conflict (company_id) do update set applicants = company_track_records.applicants + 1',
            params: [opportunityId],
          },
        ];
      },
      isTransaction: true,
      floorLabel: 'SQL (one transaction)',
      // Applying twice is refused, so the bare handler replays a detail answer instead.
      sample: { method: 'GET', path: `/api/v1/opportunities/${openJobIds[0]}` },
    },
    {
      key: 'login',
      name: 'Login (argon2id)',
      method: 'POST',
      request: (n) => ({
        path: '/api/v1/user/login',
        body: JSON.stringify({ email: emailOf(n), password: LOGIN_PASSWORD }),
      }),
      statements: loginStatements,
      async floor(runner, n) {
        const [select, insert] = loginStatements(n);
        if (!select || !insert) throw new Error('login statements');
        const found = await runner.query(select.text, select.params);
        const passwordHash = String(found.rows[0]?.password_hash ?? '');
        if (!(await verifyPassword(passwordHash, LOGIN_PASSWORD))) throw new Error('wrong password');
        await runner.query(insert.text, insert.params);
      },
      floorLabel: 'SQL + argon2id verify',
    },
  ];

  const rows: LoadRow[] = [];
  let searchAtRate: Stats | null = null;
  const chosen = process.env.BENCH_SCENARIOS?.split(',');
  for (const [index, scenario] of scenarios.entries()) {
    if (chosen && !chosen.includes(scenario.key)) continue;
    log(`${driver}: ${scenario.name}`);
    const server: ChildProcess = await forkReady(path.join(here, 'server.ts'), {
      PORT: String(PORTS.api),
      BENCH_DATABASE_URL: driver === 'postgres' ? DATABASE_URL : '',
      BENCH_PGLITE_DIR: pgliteDir,
    });
    // Warm up, and keep one answer's bytes for the bare handler.
    const sample = scenario.sample ?? { method: scenario.method, ...scenario.request(1_000_000) };
    const answer = await fetch(`http://127.0.0.1:${PORTS.api}${sample.path}`, {
      method: sample.method,
      headers: {
        ...(sample.token ? { token: sample.token } : {}),
        ...(sample.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(sample.body ? { body: sample.body } : {}),
    });
    if (!answer.ok) throw new Error(`${scenario.name}: sample answered ${answer.status}`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const load = { method: scenario.method, request: scenario.request, durationS: DURATION_S };
    const api = await cannon({ ...load, port: PORTS.api, connections: CONNECTIONS });
    if (scenario.name.startsWith('Guest search'))
      searchAtRate = await cannon({ ...load, port: PORTS.api, connections: 20, overallRate: SEARCH_RATE });
    await stopChild(server);

    const bodyFile = path.join(os.tmpdir(), `talentport-bench-body-${process.pid}-${index}.json`);
    await writeFile(bodyFile, bytes);
    const bare = await forkReady(path.join(here, 'bare-server.ts'), {
      PORT: String(PORTS.bare),
      BODY_FILE: bodyFile,
    });
    const bareStats = await cannon({ ...load, port: PORTS.bare, connections: CONNECTIONS });
    await stopChild(bare);
    await rm(bodyFile, { force: true });

    const runner = await openSqlRunner(driver, pgliteDir);
    // The floor's applications use other (applicant, opportunity) pairs than the API's.
    const floor = await closedLoop({
      durationS: DURATION_S,
      concurrency: runner.concurrency,
      offset: 2_000_000,
      work: async (n) => {
        if (scenario.floor) return scenario.floor(runner, n);
        const statements = scenario.statements(n);
        if (scenario.isTransaction) return runner.transaction(statements);
        return Promise.all(statements.map((statement) => runner.query(statement.text, statement.params)));
      },
    });
    await runner.close();
    rows.push({
      scenario: scenario.name,
      driver,
      api,
      floor,
      floorLabel: scenario.floorLabel,
      bare: bareStats,
    });
    log(
      `  api ${api.rps.toFixed(0)} req/s p99 ${api.p99} ms · floor ${floor.rps.toFixed(0)} req/s p99 ${floor.p99.toFixed(1)} ms · bare ${bareStats.rps.toFixed(0)} req/s`,
    );
  }
  if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  if (driver === 'postgres' && !process.env.BENCH_DATABASE_URL) await recreateDatabase(false);
  return { driver, size, rows, searchAtRate, explains, timings: generated.timings };
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

function table(result: Awaited<ReturnType<typeof benchDriver>>) {
  const lines = [
    '| scenario | API req/s | API p50 ms | API p99 ms | floor | floor req/s | floor p50 ms | floor p99 ms | bare HTTP req/s | bare p50 ms | bare p99 ms | API p50 ÷ floor p50 | errors (API/floor) |',
    '|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of result.rows) {
    lines.push(
      `| ${row.scenario} | ${fmt(row.api.rps, 0)} | ${fmt(row.api.p50)} | ${fmt(row.api.p99)} | ${row.floorLabel} | ${fmt(row.floor.rps, 0)} | ${fmt(row.floor.p50)} | ${fmt(row.floor.p99)} | ${fmt(row.bare.rps, 0)} | ${fmt(row.bare.p50)} | ${fmt(row.bare.p99)} | ${fmt(row.api.p50 / Math.max(row.floor.p50, 0.01), 2)}× | ${row.api.errors}/${row.floor.errors} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const loadBefore = os.loadavg();
  const results = [];
  if (!only || only === 'postgres') results.push(await benchDriver('postgres'));
  if (!only || only === 'pglite') results.push(await benchDriver('pglite'));
  const machine = machineInfo();
  const parts = [
    '# Opportunities and login benchmark',
    '',
    `Run on ${new Date().toISOString()}${isQuick ? ' · **quick mode (BENCH_QUICK=1): small data, short phases — a smoke test, not a measurement**' : ''} · ${machine.cores} × ${machine.cpu} · Node ${machine.node} · load average before ${formatLoad(loadBefore)}, at the end ${formatLoad(machine.loadAverage)}.`,
    '',
    'Absolute figures depend on what else the machine is doing (see the load average); the floors were measured in the same run, under the same conditions, for comparison.',
    '',
    `Each scenario runs ${DURATION_S} s at ${CONNECTIONS} concurrent connections (autocannon), then the same for the floors: the SQL floor runs the API's own statements (taken from its query builders with \`toSQL()\`) straight through \`pg\` (pool of 10) or PGlite, ${CONNECTIONS} at a time; login's floor is the user lookup, the argon2id verify (same library and settings) and the session insert, in that order; the bare floor is a plain Node \`http\` handler answering the same bytes. The API and the bare handler run in a child process; the load generator in another.`,
    '',
  ];
  for (const result of results) {
    parts.push(
      `## ${result.driver === 'postgres' ? 'PostgreSQL (pg pool of 10)' : 'PGlite (embedded, one connection)'}`,
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
  const summary: OpportunitiesSummary = {
    quick: isQuick,
    machine,
    drivers: results.map((result) => ({
      driver: result.driver,
      opportunities: result.size.opportunities,
      users: result.size.users + result.size.benchApplicants,
      searchAtRate: result.searchAtRate ? { ...result.searchAtRate, targetRate: SEARCH_RATE } : null,
    })),
    rows: results.flatMap((result) => result.rows),
  };
  writeSummary('opportunities', summary);
  log('wrote bench/report-opportunities.md');
}

await main();
