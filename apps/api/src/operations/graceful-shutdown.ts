import type { App } from '../app.js';

type Log = { info: (message: string) => void; error: (object: object, message: string) => void };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM, in order: readiness turns 503 while the process keeps serving (`drainDelayMs`, enough
 * for the load balancer's health checks to take it out); its sockets are dropped at the transport
 * so that clients reconnect through the balancer to another process; Fastify stops accepting,
 * finishes the requests under way, the mail worker finishes the mail it claimed; then the
 * resources close. `timeoutMs` is the hard deadline: past it the process exits with code 1.
 */
export async function drainAndClose({
  app,
  drainDelayMs,
  timeoutMs,
  closeResources,
  log,
  exit = (code) => process.exit(code),
}: {
  app: App;
  drainDelayMs: number;
  timeoutMs: number;
  closeResources: () => Promise<void>;
  log: Log;
  exit?: (code: number) => void;
}) {
  const deadline = setTimeout(() => {
    log.error({ timeoutMs }, 'shutdown passed its deadline; exiting now');
    exit(1);
  }, timeoutMs);
  deadline.unref();
  app.lifecycle.markDraining();
  log.info(`draining: not ready, serving for ${drainDelayMs} ms more`);
  await sleep(drainDelayMs);
  app.realtime.reconnectElsewhere();
  await app.close();
  await closeResources();
  clearTimeout(deadline);
  log.info('drained; exiting');
  exit(0);
}
