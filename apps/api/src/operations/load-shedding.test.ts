import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { registerStaticSpa } from '../plugins/static-spa.js';
import { sheddingApp } from '../test/shedding-app.js';
import { poolWaitingCount } from './load-shedding.js';

/** The shedding hook on a bare Fastify: which requests it refuses, and how. */
async function appWith(
  limits: { maxInFlight: number; maxDbWaiting: number; maxQueueDelayMs?: number; maxExpectedWaitMs?: number },
  dbWaiting = () => 0,
) {
  const { app, shedding, release } = sheddingApp(limits, dbWaiting);
  app.get('/api/v1/fast', async () => ({ status: 200, message: 'ok', result: null }));
  app.get('/api/v1/waits', async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return { status: 200, message: 'ok', result: null };
  });
  app.get('/api/health/live', async () => ({ status: 200, message: 'ok', result: { status: 'live' } }));
  await app.ready();
  return { app, shedding, release };
}

describe('load shedding', () => {
  it('answers 503 SERVER_BUSY with Retry-After past the in-flight bound, exempts health, and recovers', async () => {
    const { app, shedding, release } = await appWith({ maxInFlight: 2, maxDbWaiting: 0 });
    const slow = [
      app.inject({ method: 'GET', url: '/api/v1/slow' }),
      app.inject({ method: 'GET', url: '/api/v1/slow' }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shedding.pressure()).toMatch(/2 requests in flight/);
    const refused = await app.inject({ method: 'GET', url: '/api/v1/fast' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({
      status: 503,
      message: 'SERVER_BUSY',
      error: { en: expect.stringMatching(/try again/i) },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    release();
    expect((await Promise.all(slow)).map((res) => res.statusCode)).toEqual([200, 200]);
    expect(shedding.pressure()).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/v1/fast' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses while too many queries wait for a database connection; 0 turns a bound off', async () => {
    let waiting = 0;
    const { app, release } = await appWith({ maxInFlight: 0, maxDbWaiting: 5 }, () => waiting);
    release();
    expect((await app.inject({ method: 'GET', url: '/api/v1/fast' })).statusCode).toBe(200);
    waiting = 6;
    expect((await app.inject({ method: 'GET', url: '/api/v1/fast' })).json().message).toBe('SERVER_BUSY');
    waiting = 5;
    expect((await app.inject({ method: 'GET', url: '/api/v1/fast' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses while requests queue: every answer of the last half second slower than the bound', async () => {
    const { app, shedding, release } = await appWith({
      maxInFlight: 0,
      maxDbWaiting: 0,
      maxQueueDelayMs: 100,
    });
    release();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // One slow answer alone is not queueing: a window needs at least 8 answers.
    await app.inject({ method: 'GET', url: '/api/v1/waits' });
    await sleep(600);
    expect(shedding.pressure()).toBeNull();
    // Ten answers of 150 ms each in one window: the fastest of them is over the bound.
    const waits = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/v1/waits' })),
    );
    expect(waits.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    await sleep(550);
    expect(shedding.pressure()).toMatch(/every request answered in the last 500 ms took over 1\d\d ms/);
    const refused = await app.inject({ method: 'GET', url: '/api/v1/fast' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    // Nothing queues any more: the next window lets requests in again.
    await sleep(550);
    expect(shedding.pressure()).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/v1/fast' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses while the requests in flight would take longer than the bound at the rate answers come', async () => {
    const { app, shedding, release } = await appWith({
      maxInFlight: 0,
      maxDbWaiting: 0,
      maxExpectedWaitMs: 100,
    });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const fast = () => app.inject({ method: 'GET', url: '/api/v1/fast' });
    // Three requests held in flight; fast ones are let in while the rate is unknown.
    const slow = [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/v1/slow' }));
    // Ten answers in one half second: 0.02 a millisecond, so three in flight would take 150 ms.
    for (let window = 0; window < 3 && !shedding.pressure(); window += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, fast));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      await sleep(510);
    }
    // About 150 ms: the held requests keep the process busy for about the whole window.
    const wait = Number(
      /^3 requests in flight would take (\d+) ms at the rate they are answered$/.exec(
        shedding.pressure() ?? '',
      )?.[1],
    );
    expect(wait).toBeGreaterThan(120);
    expect(wait).toBeLessThan(180);
    const refused = await fast();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ status: 503, message: 'SERVER_BUSY' });
    // The held requests answered, nothing is in flight: requests are let in again.
    release();
    expect((await Promise.all(slow)).map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(shedding.pressure()).toBeNull();
    expect((await fast()).statusCode).toBe(200);
    await app.close();
  });

  it('reads the rate per millisecond with work, so a burst after a quiet spell is let in (decision 142)', async () => {
    // The half-second sampler and the clock it reads, driven by hand (inject runs on real ticks).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      const { app, shedding, release } = await appWith({
        maxInFlight: 0,
        maxDbWaiting: 0,
        maxExpectedWaitMs: 100,
      });
      const fast = () => app.inject({ method: 'GET', url: '/api/v1/fast' });
      const burst = async () => {
        const answers = await Promise.all(Array.from({ length: 10 }, fast));
        expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      };
      // Quiet for 400 ms, then three requests held and ten answered in the window's last 100 ms:
      // 0.1 answers per busy millisecond, so three in flight would take 30 ms. Read over the whole
      // window (0.02 a millisecond), they would have seemed to take 150 ms and been refused.
      vi.advanceTimersByTime(400);
      const slow = [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/v1/slow' }));
      await burst();
      vi.advanceTimersByTime(100);
      expect(shedding.pressure()).toBeNull();
      // A whole busy window with as few answers (one at a time, so the burst itself is not refused):
      // the process is slow, and requests are refused.
      for (let i = 0; i < 10; i += 1) expect((await fast()).statusCode).toBe(200);
      vi.advanceTimersByTime(500);
      expect(shedding.pressure()).toMatch(
        /^3 requests in flight would take 150 ms at the rate they are answered$/,
      );
      expect((await fast()).statusCode).toBe(503);
      release();
      expect((await Promise.all(slow)).map((res) => res.statusCode)).toEqual([200, 200, 200]);
      await app.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("never refuses the web app's shell and files; refuses pages that read the database with a page", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'shed-spa-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Talentport</title>');
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const { app, shedding, release } = sheddingApp({ maxInFlight: 1, maxDbWaiting: 0 });
    app.get('/o/:id', { config: { sheddablePage: true } }, async () => 'the opportunity page');
    await registerStaticSpa(app, webDist);
    await app.ready();
    try {
      const slow = app.inject({ method: 'GET', url: '/api/v1/slow' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shedding.pressure()).toMatch(/1 requests in flight/);

      const shell = await app.inject({ method: 'GET', url: '/onboard/elsewhere' });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<title>Talentport</title>');
      expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);

      const refusedPage = await app.inject({ method: 'GET', url: '/o/42', headers: { accept: 'text/html' } });
      expect(refusedPage.statusCode).toBe(503);
      expect(refusedPage.headers['retry-after']).toBe('2');
      expect(refusedPage.headers['content-type']).toMatch(/^text\/html/);
      expect(refusedPage.body).toContain('Talentport is busy right now');
      // An unknown API path is still the API's: refused with the envelope, not the page.
      const refusedApi = await app.inject({ method: 'POST', url: '/api/v1/nothing-here' });
      expect(refusedApi.statusCode).toBe(503);
      expect(refusedApi.json()).toMatchObject({ message: 'SERVER_BUSY' });

      release();
      expect((await slow).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/o/42' })).body).toBe('the opportunity page');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('reads node-postgres waitingCount, and 0 for PGlite', () => {
    expect(poolWaitingCount({ $client: { waitingCount: 7 } })).toBe(7);
    expect(poolWaitingCount({ $client: {} })).toBe(0);
    expect(poolWaitingCount({})).toBe(0);
  });
});
