import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, ApiError, createApiClient, NETWORK_ERROR_MESSAGE, unwrap } from './api-client';

type Received = {
  method: string;
  url: string;
  token: string | undefined;
  contentType: string | undefined;
  body: string;
};

function send(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => resolve(body));
  });
}

describe('api client against a real HTTP server', () => {
  let server: Server;
  let baseUrl: string;
  let received: Received[] = [];
  let forbiddenCount = 0;
  let storedToken: string | null = 'secret-token';
  let client: ApiClient;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readBody(req);
      const token = req.headers.token;
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        token: Array.isArray(token) ? token[0] : token,
        contentType: req.headers['content-type'],
        body,
      });
      if (req.url?.startsWith('/api/v1/ok'))
        return send(res, 200, { status: 200, message: 'ok', result: { echoed: body } });
      if (req.url === '/api/v1/forbidden')
        return send(res, 403, {
          status: 403,
          message: 'FORBIDDEN',
          error: { en: 'Your account may not do this.' },
        });
      if (req.url === '/api/v1/unauthorized')
        return send(res, 401, {
          status: 401,
          message: 'UNAUTHORIZED',
          error: { en: 'Please log in to continue.' },
        });
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}/api`;
    client = createApiClient({
      baseUrl,
      getToken: () => storedToken,
      onForbidden: () => {
        forbiddenCount += 1;
      },
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the stored token header and JSON, and returns the success envelope', async () => {
    received = [];
    const envelope = await client.post<{ echoed: string }>('/v1/ok', { email: 'a@example.com' });
    expect(envelope).toEqual({ status: 200, message: 'ok', result: { echoed: '{"email":"a@example.com"}' } });
    expect(received[0]).toMatchObject({
      method: 'POST',
      token: 'secret-token',
      contentType: 'application/json',
    });
    expect(unwrap(envelope)).toEqual({ echoed: '{"email":"a@example.com"}' });
  });

  it('sends no body and no content type for a call without a body, and adds query parameters', async () => {
    received = [];
    await client.post('/v1/ok');
    await client.get('/v1/ok', { query: { page: 2, sort: 'desc', skipped: undefined } });
    expect(received[0]).toMatchObject({ method: 'POST', contentType: undefined, body: '' });
    expect(received[1]?.url).toBe('/api/v1/ok?page=2&sort=desc');
  });

  it('omits the token header when no token is stored', async () => {
    received = [];
    storedToken = null;
    await client.get('/v1/ok');
    storedToken = 'secret-token';
    expect(received[0]?.token).toBeUndefined();
  });

  it('returns a 403 answer to the caller and triggers the forbidden handler (local logout)', async () => {
    forbiddenCount = 0;
    const envelope = await client.get('/v1/forbidden');
    expect(envelope).toEqual({
      status: 403,
      message: 'FORBIDDEN',
      error: { en: 'Your account may not do this.' },
    });
    expect(forbiddenCount).toBe(1);
    expect(() => unwrap(envelope)).toThrow(ApiError);
  });

  it('returns other failures without triggering the forbidden handler', async () => {
    forbiddenCount = 0;
    const envelope = await client.post('/v1/unauthorized');
    expect(envelope).toMatchObject({ status: 401, message: 'UNAUTHORIZED' });
    expect(forbiddenCount).toBe(0);
  });

  it('turns a non-JSON answer into a failure envelope', async () => {
    const envelope = await client.get('/v1/broken');
    expect(envelope).toMatchObject({ status: 502, message: 'INVALID_RESPONSE' });
  });

  it('turns a network failure into a NETWORK_ERROR envelope', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api`,
      getToken: () => null,
      onForbidden: () => {},
    });
    const envelope = await offline.get('/v1/ok');
    expect(envelope).toEqual({ status: 0, message: 'NETWORK_ERROR', error: { en: NETWORK_ERROR_MESSAGE } });
  });
});
