import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@talentport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiClient,
  ApiError,
  createApiClient,
  expectResult,
  NETWORK_ERROR_MESSAGE,
  unwrap,
} from './api-client';

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
      if (req.url === '/api/v1/company/forbidden')
        return send(res, 403, {
          status: 403,
          message: 'FORBIDDEN',
          error: { en: 'Your account may not do this.' },
        });
      if (req.url === '/api/v1/company/unauthorized')
        return send(res, 401, {
          status: 401,
          message: 'UNAUTHORIZED',
          error: { en: 'Please log in to continue.' },
        });
      if (req.url?.startsWith('/api/v1/user/data-export/download')) {
        res.writeHead(200, { 'content-type': 'application/zip' });
        return res.end('PK-zip-bytes');
      }
      if (req.url !== '/api/v1/company/broken')
        return send(res, 200, { status: 200, message: 'ok', result: { echoed: body } });
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
    const envelope = await client.call(apiRoutes.auth.login, {
      body: { email: 'a@example.com', password: 'secret' },
    });
    const echoed = '{"email":"a@example.com","password":"secret"}';
    expect(envelope).toEqual({ status: 200, message: 'ok', result: { echoed } });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/user/login',
      token: 'secret-token',
      contentType: 'application/json',
      body: echoed,
    });
    expect(unwrap(envelope)).toEqual({ echoed });
  });

  it('takes the method from the endpoint and fills the path parameters, encoded', async () => {
    received = [];
    await client.call(apiRoutes.companies.setCompanyMemberRole, {
      params: { code: 'a b/c?' },
      body: { companyRole: 'admin' },
    });
    await client.call(apiRoutes.chat.deleteMessage, { params: { messageId: 'm 1' } });
    await client.call(apiRoutes.companies.getCompany, { params: { code: 'C1' } });
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'PUT /api/v1/company/members/a%20b%2Fc%3F/role',
      'DELETE /api/v1/chat/messages/m%201',
      'GET /api/v1/company/C1',
    ]);
  });

  it('sends no body and no content type for a call without a body, and adds query parameters', async () => {
    received = [];
    await client.call(apiRoutes.auth.getMe);
    await client.call(apiRoutes.opportunities.searchOpportunities, {
      query: { tab: 'Job', expertise: ['a', 'b c'], rangePrice: '10,90', jobName: undefined, page: 2 },
    });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/user/me',
      contentType: undefined,
      body: '',
    });
    expect(received[1]).toMatchObject({
      method: 'GET',
      url: '/api/v1/opportunities?tab=Job&expertise=a&expertise=b+c&rangePrice=10%2C90&page=2',
    });
  });

  it('sends a FormData body as multipart, not as JSON', async () => {
    received = [];
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await client.call(apiRoutes.files.uploadFile, {
      query: { refCode: 'U1', refType: 'resume' },
      body: form,
    });
    expect(received[0]?.url).toBe('/api/v1/file/upload?refCode=U1&refType=resume');
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.body).toContain('hello');
  });

  it('downloads a file answer as a Blob, with the token header', async () => {
    received = [];
    const envelope = await client.download(apiRoutes.dataExport.downloadDataExport, {
      query: { token: 't/1' },
    });
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/user/data-export/download?token=t%2F1',
      token: 'secret-token',
    });
    expect(await unwrap(envelope).text()).toBe('PK-zip-bytes');
  });

  it('omits the token header when no token is stored, and uses the token given for one call', async () => {
    received = [];
    storedToken = null;
    await client.call(apiRoutes.auth.getMe);
    storedToken = 'secret-token';
    await client.call(apiRoutes.auth.logout, { token: 'other-token' });
    expect(received[0]?.token).toBeUndefined();
    expect(received[1]?.token).toBe('other-token');
  });

  it('returns a 403 answer to the caller and triggers the forbidden handler (local logout)', async () => {
    forbiddenCount = 0;
    const envelope = await client.call(apiRoutes.companies.getCompany, { params: { code: 'forbidden' } });
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
    const envelope = await client.call(apiRoutes.companies.getCompany, { params: { code: 'unauthorized' } });
    expect(envelope).toMatchObject({ status: 401, message: 'UNAUTHORIZED' });
    expect(forbiddenCount).toBe(0);
  });

  it('turns a non-JSON answer into a failure envelope', async () => {
    const envelope = await client.call(apiRoutes.companies.getCompany, { params: { code: 'broken' } });
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
    const envelope = await offline.call(apiRoutes.auth.getMe);
    expect(envelope).toEqual({ status: 0, message: 'NETWORK_ERROR', error: { en: NETWORK_ERROR_MESSAGE } });
  });
});

describe('expectResult', () => {
  type Answer = { authorizationUrl: string } | { token: string };
  const isStart = (result: Answer) => 'authorizationUrl' in result;

  it('keeps an answer of the expected shape and passes failures through', () => {
    const start = { status: 200, message: 'ok' as const, result: { authorizationUrl: 'https://idp' } };
    expect(expectResult<Answer, { authorizationUrl: string }>(start, isStart)).toEqual(start);
    const failure = { status: 404, message: 'NOT_FOUND', error: { en: 'Not found.' } };
    expect(expectResult<Answer, { authorizationUrl: string }>(failure, isStart)).toBe(failure);
  });

  it('turns an answer of another shape into an INVALID_RESPONSE failure', () => {
    const finish = { status: 200, message: 'ok' as const, result: { token: 't' } };
    expect(expectResult<Answer, { authorizationUrl: string }>(finish, isStart)).toMatchObject({
      status: 200,
      message: 'INVALID_RESPONSE',
    });
  });
});

/** Compile-time checks: `tsc -b apps/web` fails when a wrong call type-checks (the directive is unused). */
export function wrongCallsDoNotCompile(client: ApiClient) {
  // @ts-expect-error the path has a parameter: `params` is required
  void client.call(apiRoutes.companies.getCompany);
  // @ts-expect-error the parameter is `code`, not `id`
  void client.call(apiRoutes.companies.getCompany, { params: { id: 'C1' } });
  // @ts-expect-error a path without parameters takes no `params`
  void client.call(apiRoutes.auth.getMe, { params: { id: 'x' } });
  // @ts-expect-error the body is required and checked against the schema (password missing)
  void client.call(apiRoutes.auth.login, { body: { email: 'a@example.com' } });
  // @ts-expect-error an endpoint without a body takes no `body`
  void client.call(apiRoutes.auth.getMe, { body: { x: 1 } });
  // @ts-expect-error the query is checked against the schema (`tab` is Job or Project)
  void client.call(apiRoutes.opportunities.searchOpportunities, { query: { tab: 'Jobs' } });
  // @ts-expect-error an upload takes a FormData, not JSON
  void client.call(apiRoutes.files.uploadFile, { query: { refCode: 'U1', refType: 'resume' }, body: {} });
}
