import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { staffAccounts, users } from '../db/schema.js';
import { DEMO_STAFF, seedDemoData } from '../demo/seed-demo.js';
import { startTestApp, type TestHarness } from '../test/harness.js';
import { isLoopbackAddress } from './loopback-only.js';

/** Issue 16, item 10: the dev outbox answers loopback only; no demo accounts in production. */
let direct: TestHarness;
let proxied: TestHarness;
beforeAll(async () => {
  direct = await startTestApp({ devOutbox: true });
  proxied = await startTestApp({ devOutbox: true, trustProxy: true });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const OUTBOX_URLS = [
  '/api/dev/outbox',
  '/api/dev/outbox.json',
  '/api/dev/outbox/00000000-0000-4000-8000-000000000000',
];

async function outboxStatuses(h: TestHarness, remoteAddress: string, headers: Record<string, string> = {}) {
  return Promise.all(
    OUTBOX_URLS.map(
      async (url) => (await h.app.inject({ method: 'GET', url, remoteAddress, headers })).statusCode,
    ),
  );
}

describe('the dev outbox', () => {
  it('answers clients on this machine (IPv4 and IPv6 loopback)', async () => {
    expect(await outboxStatuses(direct, '127.0.0.1')).toEqual([200, 200, 404]);
    expect(await outboxStatuses(direct, '::1')).toEqual([200, 200, 404]);
    expect(await outboxStatuses(direct, '::ffff:127.0.0.1')).toEqual([200, 200, 404]);
  });

  it('refuses every other client with a 403 envelope', async () => {
    for (const address of ['192.168.1.20', '10.0.0.5', '203.0.113.9', '::ffff:8.8.8.8', '2001:db8::1']) {
      expect(await outboxStatuses(direct, address)).toEqual([403, 403, 403]);
    }
    const answer = await direct.app.inject({
      method: 'GET',
      url: '/api/dev/outbox.json',
      remoteAddress: '10.0.0.5',
    });
    expect(answer.json()).toMatchObject({
      status: 403,
      message: 'FORBIDDEN',
      error: { en: expect.any(String) },
    });
  });

  it('behind a proxy (TRUST_PROXY), a forwarded outside client is not loopback', async () => {
    expect(await outboxStatuses(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toEqual([
      403, 403, 403,
    ]);
    expect(await outboxStatuses(proxied, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).toEqual([
      403, 403, 403,
    ]);
    expect(await outboxStatuses(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toEqual([
      200, 200, 404,
    ]);
    // A forged header from an outside connection does not make it local.
    expect(await outboxStatuses(proxied, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).toEqual([
      403, 403, 403,
    ]);
  });

  it('without TRUST_PROXY, a local proxy forwarding an outside client is refused too', async () => {
    expect(await outboxStatuses(direct, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).toEqual([
      403, 403, 403,
    ]);
    expect(await outboxStatuses(direct, '127.0.0.1', { 'x-real-ip': '198.51.100.7' })).toEqual([
      403, 403, 403,
    ]);
  });

  it('recognises loopback addresses only', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(
      true,
    );
    expect(
      ['128.0.0.1', '0.0.0.0', '::', '::ffff:10.0.0.1', 'localhost', '', undefined].some(isLoopbackAddress),
    ).toBe(false);
  });
});

describe('demo accounts', () => {
  it('are never configured in production mode, even with DEMO_DATA=on', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).seedDemoData).toBe(false);
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).isDevOutboxEnabled).toBe(false);
  });

  it('are never written in production mode, not even the all-roles demo staff member', async () => {
    const h = await startTestApp();
    try {
      expect(await seedDemoData(h.database.db, 'production')).toEqual([]);
      expect(await h.database.db.select().from(users)).toEqual([]);
      expect(
        await h.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, DEMO_STAFF.email)),
      ).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
