import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from '../lib/log-redaction.js';

/**
 * The access log of a real `src/server.ts` process (what `npm start` runs), read after requests
 * that carry secrets in their URLs, headers and mail: none of them may appear in it.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.LOG_TEST_PORT ?? 4101);
const base = `http://127.0.0.1:${port}`;

let child: ChildProcess;
let dataDir: string;
const log: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'talentport-log-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(apiRoot, 'src/test/tsconfig.process.json'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const startedAt = Date.now();
  while (!log.join('').includes('Talentport is running')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log.join('')}`);
    if (Date.now() - startedAt > 90_000) throw new Error(`server did not start:\n${log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

const secret = () => randomBytes(32).toString('base64url');
const register = (email: string) =>
  fetch(`${base}/api/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullname: 'Log Reader', email, password: 'correct horse battery' }),
  });

describe('the log a real server writes', () => {
  it('holds no token from URLs, headers, cookies or mailed links', async () => {
    const linkToken = secret();
    const queryToken = secret();
    const sessionToken = secret();
    const bearer = secret();
    const cookie = secret();
    const oauthCode = secret();
    await fetch(`${base}/api/v1/user/token/${linkToken}`);
    await fetch(`${base}/api/v1/user/new-password-with-link?token=${queryToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'a new good passphrase' }),
    });
    await fetch(`${base}/reset-password?token=${queryToken}&x=1`);
    await fetch(`${base}/api/v1/user/login/google/callback?code=${oauthCode}&state=${oauthCode}`);
    await fetch(`${base}/api/v1/user/me`, {
      method: 'POST',
      headers: { token: sessionToken, authorization: `Bearer ${bearer}`, cookie: `tp_oauth=${cookie}` },
    });
    // A real verification mail: the dev outbox prints it to the log.
    const email = `log.${Date.now()}@example.test`;
    // A busy machine may be answered 503 with Retry-After (overload shedding): asked again as told.
    let registered = await register(email);
    for (let i = 0; i < 10 && registered.status === 503; i += 1) {
      await new Promise((resolve) =>
        setTimeout(resolve, 1000 * Number(registered.headers.get('retry-after') ?? 1)),
      );
      registered = await register(email);
    }
    expect(registered.status).toBe(200);
    const { result } = (await registered.json()) as { result: { token: string } };
    await fetch(`${base}/api/v1/user/me`, { method: 'POST', headers: { token: result.token } });
    let mailed: { links: string[]; text: string } | undefined;
    for (let i = 0; i < 50 && !mailed?.links.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const outbox = (await (await fetch(`${base}/api/dev/outbox.json?to=${email}`)).json()) as {
        result: { items: Array<{ links: string[]; text: string }> };
      };
      mailed = outbox.result.items[0];
    }
    const mailedToken = new URL(mailed?.links.find((link) => link.includes('token=')) ?? '').searchParams.get(
      'token',
    );
    const mailedCode = /Your code: (\d{6})/.exec(mailed?.text ?? '')?.[1];
    // Let the log catch up with the last requests and the mail worker.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const written = log.join('');
    expect(written).toContain('/api/v1/user/token/[REDACTED]');
    expect(written).toContain('token=[REDACTED]');
    expect(written).toContain(`mail to ${email}`);
    const leaked = Object.entries({
      linkToken,
      queryToken,
      sessionToken,
      bearer,
      cookie,
      oauthCode,
      registeredSession: result.token,
      mailedToken,
      mailedCode,
    }).filter(([, value]) => !value || written.includes(value));
    expect(leaked.map(([name]) => name)).toEqual([]);
  }, 60_000);
});

describe('redactSecrets', () => {
  it('keeps ids and ordinary paths, hides tokens', () => {
    const id = '0b6f3c1e-7f5a-4c2e-9d1b-2a3c4d5e6f70';
    expect(redactSecrets(`/api/v1/opportunities/${id}?page=2`)).toBe(`/api/v1/opportunities/${id}?page=2`);
    expect(redactSecrets('/signup?invite=abc&x=1')).toBe('/signup?invite=[REDACTED]&x=1');
    expect(redactSecrets(`/s/${'a'.repeat(43)}`)).toBe('/s/[REDACTED]');
  });
});
