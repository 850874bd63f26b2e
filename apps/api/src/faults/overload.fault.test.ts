import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../test/server-process.js';

/**
 * Issue 31, overload: far more talent-search views at once than one process can serve. A real API
 * process (PGlite with 20,000 freelancers; load shedding at 64 requests in flight or 250 ms of
 * event-loop delay) is offered 3,000 views on 3,000 connections at once. Every view must get an
 * answer within 10 s (a client's patience): a page, or a 503 SERVER_BUSY envelope with Retry-After;
 * no connection may be reset or time out. Then the process serves normally again (decision 136:
 * a fast enough process may serve every view of the burst).
 */
const VIEWS = 3_000;
const CONNECTIONS = 3_000;

let server: ServerProcess | undefined;
let dataDir: string;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const FREELANCERS = Number(process.env.FAULT_FREELANCERS ?? 20_000);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'talentport-fault-overload-'));
  // Real search work per view: the talent benchmark's freelancers, loaded straight into PGlite.
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'bench/search/talent-seed.ts', '--freelancers', String(FREELANCERS)],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        BENCH_PGLITE_DIR: path.join(dataDir, 'pglite'),
        TSX_TSCONFIG_PATH: path.join(repoRoot, 'apps/api/src/test/tsconfig.process.json'),
      },
    },
  );
  server = await startServerProcess('fault-server.ts', {
    DATA_DIR: dataDir,
    PORT: '0',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    OVERLOAD_MAX_IN_FLIGHT: '64',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '250',
  });
  // Ready once the search indexes are built (decision 125): before that, the build holds the
  // event loop and the shedding rightly answers 503.
  const deadline = Date.now() + 90_000;
  while ((await fetch(`${server.url}/api/health/ready`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the server did not become ready in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The build's long tasks stay in the event-loop delay the shedding watches for a moment after.
  while ((await fetch(`${server.url}/api/v1/talent`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the talent search did not answer 200 in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);

afterAll(async () => {
  await stopServerProcess(server);
  await rm(dataDir, { recursive: true, force: true });
});

type Outcome =
  | { kind: 'answer'; status: number; message: string | undefined; retryAfter: string | null; ms: number }
  | { kind: 'failed'; code: string };

const SORTS = ['bestMatch', 'rating', 'rateLow', 'rateHigh', 'recentlyActive'];

/**
 * View `n`: 250 different pages (50 pages of each sort). A cached answer is sent as prepared,
 * precompressed bytes within the request's own turn of the event loop (decision 134), so repeats of
 * a few pages no longer pile up; pages not yet computed read the database and do.
 */
async function view(url: string, n: number): Promise<Outcome> {
  const started = Date.now();
  const query = `page=${(n % 50) + 1}&sort=${SORTS[Math.floor(n / 50) % SORTS.length]}&recordPerPage=20`;
  try {
    const res = await fetch(`${url}/api/v1/talent?${query}`, {
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as { message?: string };
    return {
      kind: 'answer',
      status: res.status,
      message: body.message,
      retryAfter: res.headers.get('retry-after'),
      ms: Date.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { kind: 'failed', code: cause?.code ?? (error as Error).name };
  }
}

describe('overload', () => {
  it('answers every view (a page or 503 SERVER_BUSY with Retry-After), resets none, and recovers', async () => {
    const url = server?.url ?? '';
    expect((await fetch(`${url}/api/v1/talent`)).status).toBe(200);

    const outcomes: Outcome[] = [];
    let next = 0;
    let liveDuringBurst: number | undefined;
    const started = Date.now();
    await Promise.all([
      ...Array.from({ length: CONNECTIONS }, async () => {
        while (next < VIEWS) {
          next++;
          outcomes.push(await view(url, next));
        }
      }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        liveDuringBurst = (await fetch(`${url}/api/health/live`)).status;
      })(),
    ]);
    const elapsedMs = Date.now() - started;

    const failed = outcomes.filter((outcome) => outcome.kind === 'failed');
    const answers = outcomes.flatMap((outcome) => (outcome.kind === 'answer' ? [outcome] : []));
    const shed = answers.filter((answer) => answer.status === 503);
    const pages = answers.filter((answer) => answer.status === 200);
    const times = answers.map((answer) => answer.ms).sort((x, y) => x - y);
    const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
    console.info(
      `overload: ${VIEWS} views from ${CONNECTIONS} connections in ${elapsedMs} ms: ${pages.length} pages, ` +
        `${shed.length} refused with 503 (p99 ${p99} ms, max ${times.at(-1)} ms), ${failed.length} failed (${[...new Set(failed.map((f) => (f.kind === 'failed' ? f.code : '')))].join(', ')})`,
    );
    expect(outcomes).toHaveLength(VIEWS);
    expect(failed).toEqual([]);
    expect(pages.length + shed.length).toBe(VIEWS);
    // Whether any view is refused depends on the machine: since decision 136 a quiet 2-core machine
    // serves the whole burst as pages (in-process PGlite answers within the request's turn, so the
    // process never holds many requests at once, and the wait is in the kernel's accept queue,
    // which the shedding cannot see); a busy one refuses some. Both are right: what must hold is
    // that every view is answered in time, as a page or as the envelope below. The refusal itself
    // is tested in operations/load-shedding.test.ts.
    for (const answer of shed) {
      expect(answer.message).toBe('SERVER_BUSY');
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect(pages.length).toBeGreaterThan(0);
    expect(liveDuringBurst).toBe(200);

    // The burst is over: after the Retry-After, views are served again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await Promise.all(Array.from({ length: 20 }, (_, index) => view(url, index + 1)));
    expect(after.map((outcome) => (outcome.kind === 'answer' ? outcome.status : outcome.code))).toEqual(
      Array.from({ length: 20 }, () => 200),
    );
  });
});
