/** Load generation: autocannon against an HTTP server, and a closed loop for in-process floors. */
import autocannon from 'autocannon';
import { percentile, type Stats } from './stats.js';

export type HttpRequest = { path: string; body?: string; token?: string };

type AutocannonRequest = { method?: string; path?: string; body?: string; headers?: Record<string, string> };

/**
 * Replays `request(n)` (n = 0, 1, 2, …) against 127.0.0.1:port for `durationS` seconds at
 * `connections` concurrent connections, optionally capped at `overallRate` requests a second.
 */
export async function cannon(options: {
  port: number;
  method: 'GET' | 'POST';
  request: (n: number) => HttpRequest;
  durationS: number;
  connections: number;
  overallRate?: number;
}): Promise<Stats> {
  let counter = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.durationS,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        method: options.method,
        setupRequest: (request: AutocannonRequest) => {
          const next = options.request(counter++);
          return {
            ...request,
            method: options.method,
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

/**
 * A closed loop: `concurrency` workers call `work(n)` back to back for `durationS` seconds, each
 * call timed. The in-process floors (SQL straight through the driver, argon2) use it.
 */
export async function closedLoop(options: {
  work: (n: number) => Promise<unknown>;
  durationS: number;
  concurrency: number;
  offset?: number;
}): Promise<Stats> {
  const latencies: number[] = [];
  let counter = options.offset ?? 0;
  let errors = 0;
  const deadline = Date.now() + options.durationS * 1000;
  async function worker() {
    while (Date.now() < deadline) {
      const n = counter++;
      const started = process.hrtime.bigint();
      try {
        await options.work(n);
      } catch {
        errors += 1;
      }
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, () => worker()));
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / ((Date.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}
