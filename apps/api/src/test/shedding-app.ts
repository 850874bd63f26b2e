import Fastify from 'fastify';
import { type LoadSheddingLimits, registerLoadShedding } from '../operations/load-shedding.js';
import { registerErrorEnvelope } from '../plugins/error-envelope.js';

/**
 * A bare Fastify with the real load shedder (the limits not given are off) and `GET /api/v1/slow`,
 * which answers once `release()` is called. Add routes, then `await app.ready()`.
 */
export function sheddingApp(
  limits: Partial<LoadSheddingLimits> & Pick<LoadSheddingLimits, 'maxInFlight' | 'maxDbWaiting'>,
  dbWaiting = () => 0,
) {
  const app = Fastify();
  registerErrorEnvelope(app);
  const shedding = registerLoadShedding(app, {
    limits: { maxEventLoopDelayMs: 0, maxQueueDelayMs: 0, maxExpectedWaitMs: 0, ...limits },
    dbWaiting,
    log: { warn: () => {} },
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/api/v1/slow', async () => {
    await held;
    return { status: 200, message: 'ok', result: null };
  });
  return { app, shedding, release };
}
