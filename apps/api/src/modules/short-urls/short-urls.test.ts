import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

describe('short links', () => {
  it('makes one unguessable code per path and resolves it for anyone', async () => {
    const made = await call(h.app, 'POST', '/api/v1/short-url', { body: { path: '/talent/ABCDEFGHJK' } });
    expect(made.statusCode).toBe(200);
    const { code, shortPath } = made.body.result;
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(code).not.toContain('ABCDEFGHJK');
    expect(shortPath).toBe(`/short-url/${code}`);
    const again = await call(h.app, 'POST', '/api/v1/short-url', { body: { path: '/talent/ABCDEFGHJK' } });
    expect(again.body.result.code).toBe(code);
    const other = await call(h.app, 'POST', '/api/v1/short-url', {
      body: { path: '/freelancer/opportunities/123' },
    });
    expect(other.body.result.code).not.toBe(code);

    const resolved = await call(h.app, 'GET', `/api/v1/short-url/${code}`);
    expect(resolved.body).toMatchObject({ status: 200, result: { path: '/talent/ABCDEFGHJK', code } });
  });

  it('answers unknown codes with 404 and refuses paths outside the app', async () => {
    const missing = await call(h.app, 'GET', '/api/v1/short-url/Zzzzzzzzzz');
    expect(missing.body).toMatchObject({ status: 404, message: 'SHORT_LINK_NOT_FOUND' });
    expect((await call(h.app, 'GET', '/api/v1/short-url/..%2F..')).statusCode).toBe(400);
    for (const path of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'talent/x',
      '/a b',
    ]) {
      const res = await call(h.app, 'POST', '/api/v1/short-url', { body: { path } });
      expect(res.statusCode, path).toBe(400);
    }
  });
});
