import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import { listJobRuns } from '../storage/job-runs.js';

/** Route patterns whose time is also the search time (opportunity search and its facet counts). */
const SEARCH_ROUTES: Record<string, string> = {
  'GET /api/v1/opportunities': 'opportunities',
  'GET /api/v1/opportunities/facets': 'facets',
  'GET /api/v1/company/:code/opportunities': 'company-opportunities',
};

export type Metrics = { registry: Registry };

/**
 * One registry per app: Node's default process metrics, the HTTP histogram (by route pattern, so
 * `/api/v1/file/<uuid>` is one series), and the product's own gauges read when scraped.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    db: Db;
    socketConnections: () => number;
    /** The shared peers readiness reports (decision 115): 'ok' counts as up. */
    peers?: () => Promise<Record<string, string>>;
  },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const searchDuration = new Histogram({
    name: 'talentport_search_duration_seconds',
    help: 'Opportunity search answers (list, facet counts, a company’s list), by kind',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'talentport_socket_connections',
    help: 'Socket.IO connections open on this process',
    registers: [registry],
    collect() {
      this.set(options.socketConnections());
    },
  });
  const mailByStatus = new Gauge({
    name: 'talentport_mail_outbox',
    help: 'Mail outbox rows by status: pending is the backlog, failed gave up after every retry',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const result = (await options.db.execute(sql`
        select status, count(*)::int as count from mail_outbox
        where status in ('pending', 'failed') group by status`)) as unknown as {
        rows: { status: string; count: number }[];
      };
      mailByStatus.reset();
      for (const status of ['pending', 'failed']) {
        mailByStatus.set({ status }, result.rows.find((row) => row.status === status)?.count ?? 0);
      }
    },
  });
  const mailRetrying = new Gauge({
    name: 'talentport_mail_outbox_retrying',
    help: 'Pending mail that failed at least once and waits for its next attempt',
    registers: [registry],
    async collect() {
      const result = (await options.db.execute(
        sql`select count(*)::int as count from mail_outbox where status = 'pending' and attempts > 0`,
      )) as unknown as { rows: { count: number }[] };
      mailRetrying.set(result.rows[0]?.count ?? 0);
    },
  });

  const peerUp = new Gauge({
    name: 'talentport_peer_up',
    help: 'Whether a shared peer answers (1) or not (0): storage, and redis with REDIS_URL',
    labelNames: ['peer'],
    registers: [registry],
    async collect() {
      const peers = (await options.peers?.()) ?? {};
      for (const [peer, state] of Object.entries(peers)) peerUp.set({ peer }, state === 'ok' ? 1 : 0);
    },
  });

  registerJobMetrics(registry, options.db);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, seconds);
    const searchKind = SEARCH_ROUTES[`${request.method} ${route}`];
    if (searchKind) searchDuration.observe({ kind: searchKind }, seconds);
  });
  return { registry };
}

/** `/metrics` in Prometheus text on its own port: never reachable through the public listener. */
export async function listenForMetrics(registry: Registry, port: number, host?: string) {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  await server.listen({ port, host: host ?? '0.0.0.0' });
  return server;
}

/** Background jobs as their runner recorded them (decision 121), one series per job. */
function registerJobMetrics(registry: Registry, db: Db) {
  // The three gauges are collected together (prom-client collects concurrently): one read serves a scrape.
  let snapshot: { at: number; rows: ReturnType<typeof listJobRuns> } | null = null;
  const jobRows = () => {
    if (!snapshot || Date.now() - snapshot.at > 1000) snapshot = { at: Date.now(), rows: listJobRuns(db) };
    return snapshot.rows;
  };
  const lastSuccess = new Gauge({
    name: 'talentport_job_last_success_timestamp_seconds',
    help: 'When each background job last succeeded (Unix time; 0 = never): alert when it falls behind',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const rows = await jobRows();
      lastSuccess.reset();
      for (const row of rows) lastSuccess.set({ job: row.name }, (row.lastSuccessAt?.getTime() ?? 0) / 1000);
    },
  });
  const failing = new Gauge({
    name: 'talentport_job_consecutive_failures',
    help: 'Runs in a row that failed, per background job (0 once a run succeeds)',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const rows = await jobRows();
      failing.reset();
      for (const row of rows) failing.set({ job: row.name }, row.consecutiveFailures);
    },
  });
  const failures = new Gauge({
    name: 'talentport_job_failures',
    help: 'Failed runs of each background job since it was first recorded, across every process',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const rows = await jobRows();
      failures.reset();
      for (const row of rows) failures.set({ job: row.name }, row.failures);
    },
  });
}
