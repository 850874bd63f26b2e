import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ERROR_MESSAGES } from '@talentport/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/error-envelope.js';
import { isApiPath } from '../plugins/static-spa.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A page outside `/api/` that reads the database (the public pages): refused under load like
     * the API, with a page that says so. Every other page and file (the web app's shell, its
     * assets, robots.txt) is served from memory or disk and never refused (decision 148).
     */
    sheddablePage?: boolean;
  }
}

/** The bounds past which requests are refused at once (0 turns a bound off). */
export type LoadSheddingLimits = {
  /** The event loop's mean delay over the last half second, in milliseconds. */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a PostgreSQL pool connection. */
  maxDbWaiting: number;
  /** Requests this process is answering at once. */
  maxInFlight: number;
  /**
   * Queueing (decision 136, CoDel's rule): refused while every request answered in the last
   * half second (at least QUEUE_SAMPLE of them) took longer than this, in milliseconds.
   */
  maxQueueDelayMs: number;
  /**
   * Expected wait (decision 138, Little's law): refused while the requests in flight, at the rate
   * they were answered in the last half second (at least QUEUE_SAMPLE answers; per millisecond the
   * process had work, decision 142), would take longer than this to be answered, in milliseconds.
   */
  maxExpectedWaitMs: number;
};

export const DEFAULT_LOAD_SHEDDING_LIMITS: LoadSheddingLimits = {
  maxEventLoopDelayMs: 500,
  maxDbWaiting: 100,
  maxInFlight: 1000,
  maxQueueDelayMs: 2000,
  maxExpectedWaitMs: 1000,
};

/**
 * The listen backlog (Node's default is 511). Connections a busy process has not accepted yet wait
 * in the kernel; past the backlog their SYNs are dropped and clients time out connecting, which is
 * what they report as "fetch failed". The kernel caps it at net.core.somaxconn.
 */
export const LISTEN_BACKLOG = 4096;

/** What a refused client is told to wait, in seconds. */
export const SHED_RETRY_AFTER_SECONDS = 2;
const SAMPLE_MS = 500;
/** A window's fastest answer says the process queues only when the window holds this many. */
const QUEUE_SAMPLE = 8;
const RESOLUTION_MS = 10;

/** What a person whose page was refused sees: a plain page that loads itself again. */
export const BUSY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta http-equiv="refresh" content="${SHED_RETRY_AFTER_SECONDS + 1}" />
    <title>Talentport is busy</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
    <h1>Talentport is busy right now</h1>
    <p>This page will load again by itself in a few seconds.</p>
  </body>
</html>
`;

/**
 * Whether this request may be refused: the API (except health) and the pages that read the
 * database. The web app's shell and files cost almost nothing, and a person refused them would see
 * no app at all; a refused API call's sentence ("…try again in a few seconds") shows in the app.
 */
function isSheddable(request: FastifyRequest): boolean {
  if (isApiPath(request.url)) return !request.url.startsWith('/api/health/');
  return request.routeOptions.config?.sheddablePage === true;
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  reply.header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
  if (isApiPath(request.url)) return sendError(reply, 503, 'SERVER_BUSY', ERROR_MESSAGES.SERVER_BUSY);
  return reply
    .code(503)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(BUSY_PAGE);
}

type Log = { warn: (object: object, message: string) => void };

export type LoadShedding = {
  /** Why a request would be refused right now, or null (for tests and logs). */
  pressure: () => string | null;
  stop: () => void;
};

/**
 * Load shedding (decision 115): a request that arrives while this process is past a bound is
 * answered 503 SERVER_BUSY with Retry-After before any work is done for it, so an overloaded
 * process keeps answering (cheaply) instead of queueing until connections time out or reset.
 * `/api/health/*` is never refused: liveness must not fail under load, and readiness answers for
 * the load balancer. Nor are the web app's shell and files (`isSheddable`). Socket.IO does not pass
 * through these hooks.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  options: { limits: LoadSheddingLimits; dbWaiting: () => number; log: Log },
): LoadShedding {
  const { limits } = options;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let eventLoopDelayMs = 0;
  // The fastest answer of the window, and how many there were: when even the fastest of many took
  // longer than the bound, requests wait in a queue (the event loop's own delay can stay low while
  // hundreds of requests wait their turn between short tasks).
  let fastest = Number.POSITIVE_INFINITY;
  let answered = 0;
  let queueDelayMs = 0;
  // Answers per millisecond in the last window (0: too few to tell).
  let answerRate = 0;
  let inFlight = 0;
  // How long the window had requests in flight, and since when the current stretch has. The rate is
  // per busy millisecond: a window that began idle would read the start of a burst as a slow
  // process, and refuse it (decision 142).
  let busyMs = 0;
  let busySince = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    if (inFlight > 0) {
      busyMs += now - busySince;
      busySince = now;
    }
    // The mean over the window, less the sampling resolution itself (an idle loop reads ~10 ms).
    eventLoopDelayMs = Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
    histogram.reset();
    queueDelayMs = answered >= QUEUE_SAMPLE ? fastest : 0;
    answerRate = answered >= QUEUE_SAMPLE ? answered / Math.max(busyMs, RESOLUTION_MS) : 0;
    fastest = Number.POSITIVE_INFINITY;
    answered = 0;
    busyMs = 0;
  }, SAMPLE_MS);
  sampler.unref();
  let shedSinceReport = 0;
  let lastReport = 0;

  const pressure = (): string | null => {
    if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) return `${inFlight} requests in flight`;
    if (limits.maxEventLoopDelayMs > 0 && eventLoopDelayMs > limits.maxEventLoopDelayMs) {
      return `event loop delay ${Math.round(eventLoopDelayMs)} ms`;
    }
    if (limits.maxQueueDelayMs > 0 && queueDelayMs > limits.maxQueueDelayMs) {
      return `every request answered in the last ${SAMPLE_MS} ms took over ${Math.round(queueDelayMs)} ms`;
    }
    // A slow answer among fast ones escapes the rule above; a queue growing past what the process
    // answers does not: the requests in flight would take this long at the last window's rate.
    const expectedWaitMs = answerRate > 0 ? inFlight / answerRate : 0;
    if (limits.maxExpectedWaitMs > 0 && expectedWaitMs > limits.maxExpectedWaitMs) {
      return `${inFlight} requests in flight would take ${Math.round(expectedWaitMs)} ms at the rate they are answered`;
    }
    const waiting = limits.maxDbWaiting > 0 ? options.dbWaiting() : 0;
    if (waiting > limits.maxDbWaiting) return `${waiting} queries waiting for a database connection`;
    return null;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isSheddable(request)) return;
    const reason = pressure();
    if (reason) {
      shedSinceReport++;
      // One line every ten seconds while shedding, not one per refused request.
      if (Date.now() - lastReport >= 10_000) {
        options.log.warn({ reason, shed: shedSinceReport, limits }, 'overloaded: refusing requests with 503');
        lastReport = Date.now();
        shedSinceReport = 0;
      }
      return refuse(request, reply);
    }
    const started = performance.now();
    if (inFlight === 0) busySince = started;
    inFlight++;
    reply.raw.once('close', () => {
      const ended = performance.now();
      inFlight--;
      if (inFlight === 0) busyMs += ended - busySince;
      fastest = Math.min(fastest, ended - started);
      answered++;
    });
  });
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    histogram.disable();
  });
  return {
    pressure,
    stop() {
      clearInterval(sampler);
      histogram.disable();
    },
  };
}

/** Queries waiting for a pool connection: node-postgres's `waitingCount`; 0 on PGlite (no pool). */
export function poolWaitingCount(db: unknown): number {
  const client = (db as { $client?: { waitingCount?: unknown } }).$client;
  return typeof client?.waitingCount === 'number' ? client.waitingCount : 0;
}
