import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorEnvelope } from './error-envelope.js';
import { registerStaticSpa } from './static-spa.js';

const page = '<!doctype html><html lang="en"><head><title>Talentport</title></head><body></body></html>';
const script = `export const answer = ${'42 + '.repeat(400)}0;\n`;
let dist: string;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  // A build as `vite build` writes it: hashed assets with .br/.gz copies, pages, public files.
  dist = mkdtempSync(path.join(tmpdir(), 'talentport-static-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(path.join(dist, 'assets', 'main-AbC123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'main-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'main-AbC123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  registerErrorEnvelope(app);
  await registerStaticSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static SPA', () => {
  it('serves hashed assets for a year, immutable, brotli or gzip when accepted', async () => {
    const brotli = await app.inject({
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ url: '/assets/main-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await app.inject({
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers client routes with index.html, revalidated on every visit', async () => {
    const response = await app.inject({
      url: '/freelancer/opportunities?tab=Job',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);

    const plain = await app.inject({ url: '/' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(page);
  });

  it('keeps other public files for an hour, and unknown API paths get the JSON 404', async () => {
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const api = await app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
  });
});
