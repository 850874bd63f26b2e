import { describe, expect, it } from 'vitest';
import { sheddingApp } from '../test/shedding-app.js';
import { patientInject } from './patient-inject.js';

/** The real load shedder, bounded to one request in flight, and a request that holds it. */
async function busyApp() {
  const { app, release } = sheddingApp({ maxInFlight: 1, maxDbWaiting: 0 });
  app.post('/api/v1/user/login', async () => ({ status: 200, message: 'ok', result: { token: 't' } }));
  await app.ready();
  return { app, release };
}

describe('the demo seeding’s calls', () => {
  it('are made again while the load shedder refuses them, and answered once it lets them in', async () => {
    const { app, release } = await busyApp();
    const slow = app.inject({ method: 'GET', url: '/api/v1/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const login = { method: 'POST' as const, url: '/api/v1/user/login', payload: {} };
    // Without patience, the call is lost to a busy moment.
    expect((await app.inject(login)).statusCode).toBe(503);
    let calls = 0;
    const counted = patientInject(
      (options) => {
        calls++;
        return app.inject(options);
      },
      { tries: 20, waitMs: 25 },
    );
    const answer = counted(login);
    setTimeout(release, 120);
    expect((await answer).statusCode).toBe(200);
    expect(calls).toBeGreaterThan(1);
    await slow;
    await app.close();
  });

  it('give up after their tries, with the last answer', async () => {
    const { app, release } = await busyApp();
    const slow = app.inject({ method: 'GET', url: '/api/v1/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = await patientInject((options) => app.inject(options), { tries: 3, waitMs: 10 })({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: {},
    });
    expect(answer.statusCode).toBe(503);
    release();
    await slow;
    await app.close();
  });
});
