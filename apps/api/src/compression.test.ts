import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestHarness } from './test/harness.js';
import { buildVerifiedUser, postOpportunity } from './test/opportunity-builders.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
  const employer = await buildVerifiedUser(h, 'employer');
  for (let index = 0; index < 4; index++) await postOpportunity(h, employer.token);
});
afterAll(() => h.close());

describe('API compression', () => {
  it('compresses JSON answers of 1 KB or more for clients that accept it, and only for them', async () => {
    const url = '/api/v1/opportunities?tab=Job';
    const plain = await h.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await h.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const unpacked = brotliDecompressSync(brotli.rawPayload).toString();
    expect(JSON.parse(unpacked)).toEqual(JSON.parse(plain.body));
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gzip = await h.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves small answers and error envelopes readable as they are', async () => {
    const small = await h.app.inject({
      url: '/api/v1/user/login/providers',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 200 });
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/me',
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, message: 'UNAUTHORIZED' });
  });
});
