import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** A request made in-process, as the demo seeding makes its calls through the API. */
export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** How often, and how long apart, a refused call of the demo seeding is made again. */
export const DEMO_CALL_TRIES = 40;
export const DEMO_RETRY_WAIT_MS = 500;

/**
 * The app's `inject` for the demo seeding, patient with a busy start: a call the load shedder
 * refuses (503, `Retry-After`) while the machine is busy is made again after a pause, as a person
 * would, up to `tries` times. Before, a refused log-in or upload was skipped or ended the seeding,
 * and the demo marketplace started with some pictures or some of its story missing.
 */
export function patientInject(
  inject: Inject,
  { tries = DEMO_CALL_TRIES, waitMs = DEMO_RETRY_WAIT_MS } = {},
): Inject {
  return async (options) => {
    let res = await inject(options);
    for (let attempt = 1; attempt < tries && res.statusCode === 503; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      res = await inject(options);
    }
    return res;
  };
}
