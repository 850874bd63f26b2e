import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { LAST_SEEN_PRECISION_MS } from '../../plugins/auth.js';
import { connectClient, whenClosed } from '../../test/chat-builders.js';
import { buildUser, call, listenLocally, startTestApp, type TestHarness } from '../../test/harness.js';
import { describeUserAgent } from './user-agent.js';

/** Issue 23, item 2: the account's signed-in devices, and signing them out (sockets included). */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let h: TestHarness;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  h = await startTestApp({ chatNotifyIntervalMs: 0 });
  url = await listenLocally(h.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await h.close();
});

async function logInFrom(email: string, password: string, userAgent: string): Promise<string> {
  const res = await call(h.app, 'POST', '/api/v1/user/login', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.body.result.token as string;
}

describe('describeUserAgent', () => {
  it('names the browser, system and kind of device people would recognise', () => {
    expect(describeUserAgent(PHONE)).toEqual({ browser: 'Safari 18', os: 'iOS', kind: 'phone' });
    expect(describeUserAgent(LAPTOP)).toEqual({ browser: 'Edge 131', os: 'Windows', kind: 'computer' });
    expect(describeUserAgent(TABLET)).toEqual({ browser: 'Chrome 131', os: 'Android', kind: 'tablet' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toEqual({ browser: 'Firefox 133', os: 'macOS', kind: 'computer' });
    expect(describeUserAgent('')).toEqual({
      browser: 'Unknown browser',
      os: 'Unknown system',
      kind: 'other',
    });
  });
});

describe('signed-in devices', () => {
  it('lists the account’s live sessions, the current one first, and never another account’s', async () => {
    const user = await buildUser(h.app, { role: 'freelancer' });
    const phone = await logInFrom(user.email, user.password, PHONE);
    const laptop = await logInFrom(user.email, user.password, LAPTOP);
    const other = await buildUser(h.app, { role: 'employer' });

    const listed = await call(h.app, 'GET', '/api/v1/user/sessions', { token: laptop });
    expect(listed.statusCode).toBe(200);
    const { items, total } = listed.body.result;
    expect(total).toBe(3);
    expect(items[0]).toMatchObject({ browser: 'Edge 131', os: 'Windows', kind: 'computer', isCurrent: true });
    expect(items.filter((item: { isCurrent: boolean }) => item.isCurrent)).toHaveLength(1);
    expect(items.map((item: { os: string }) => item.os)).toContain('iOS');
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['_id', 'browser', 'createdAt', 'isCurrent', 'kind', 'lastSeenAt', 'os'].sort(),
      );
    }
    const theirs = await call(h.app, 'GET', '/api/v1/user/sessions', { token: other.token });
    expect(theirs.body.result.total).toBe(1);
    expect(phone).not.toBe(laptop);
    expect((await call(h.app, 'GET', '/api/v1/user/sessions')).statusCode).toBe(401);
  });

  it('signs one other device out at once, closing its socket; refuses the current one and others’ sessions', async () => {
    const user = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const phone = await logInFrom(user.email, user.password, PHONE);
    const laptop = await logInFrom(user.email, user.password, LAPTOP);
    const socket = await connectClient(url, { token: phone });
    sockets.push(socket);
    const isClosed = whenClosed(socket);

    const listed = await call(h.app, 'GET', '/api/v1/user/sessions', { token: laptop });
    const phoneId = listed.body.result.items.find((item: { os: string }) => item.os === 'iOS')._id as string;
    const currentId = listed.body.result.items[0]._id as string;

    const stranger = await buildUser(h.app, { role: 'employer' });
    const refused = await call(h.app, 'DELETE', `/api/v1/user/sessions/${phoneId}`, {
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);
    expect((await call(h.app, 'GET', '/api/v1/user/sessions', { token: phone })).statusCode).toBe(200);

    const self = await call(h.app, 'DELETE', `/api/v1/user/sessions/${currentId}`, { token: laptop });
    expect(self.statusCode).toBe(400);
    expect(self.body.error.en).toMatch(/log out instead/);

    const ended = await call(h.app, 'DELETE', `/api/v1/user/sessions/${phoneId}`, { token: laptop });
    expect(ended.statusCode).toBe(200);
    expect(ended.body.result).toEqual({ signedOut: 1 });
    await isClosed;
    expect((await call(h.app, 'GET', '/api/v1/user/sessions', { token: phone })).statusCode).toBe(401);
    await expect(connectClient(url, { token: phone })).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
    const again = await call(h.app, 'DELETE', `/api/v1/user/sessions/${phoneId}`, { token: laptop });
    expect(again.statusCode).toBe(404);
    expect(
      (await call(h.app, 'DELETE', '/api/v1/user/sessions/not-a-uuid', { token: laptop })).statusCode,
    ).toBe(400);
  });

  it('signs out everywhere else, sockets included, and keeps this device signed in', async () => {
    const user = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const phone = await logInFrom(user.email, user.password, PHONE);
    const tablet = await logInFrom(user.email, user.password, TABLET);
    const laptop = await logInFrom(user.email, user.password, LAPTOP);
    const socket = await connectClient(url, { token: tablet });
    sockets.push(socket);
    const isClosed = whenClosed(socket);

    const ended = await call(h.app, 'POST', '/api/v1/user/sessions/sign-out-others', { token: laptop });
    expect(ended.statusCode).toBe(200);
    expect(ended.body.result).toEqual({ signedOut: 3 });
    await isClosed;
    for (const token of [phone, tablet, user.token]) {
      expect((await call(h.app, 'GET', '/api/v1/user/sessions', { token })).statusCode).toBe(401);
    }
    const left = await call(h.app, 'GET', '/api/v1/user/sessions', { token: laptop });
    expect(left.body.result.items).toHaveLength(1);
    expect(left.body.result.items[0].isCurrent).toBe(true);
  });

  it('keeps “last seen” to within five minutes with one write, not one per request', async () => {
    const user = await buildUser(h.app, { role: 'freelancer' });
    const token = await logInFrom(user.email, user.password, LAPTOP);
    const listed = await call(h.app, 'GET', '/api/v1/user/sessions', { token });
    const sessionId = listed.body.result.items[0]._id as string;
    const lastSeen = async () =>
      (
        await h.database.db
          .select({ lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.id, sessionId))
      )[0]?.lastSeenAt.getTime() ?? 0;
    // Used within the last five minutes: a request does not write.
    const recent = new Date(Date.now() - 60_000);
    await h.database.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.id, sessionId));
    await call(h.app, 'GET', '/api/v1/user/sessions', { token });
    expect(await lastSeen()).toBe(recent.getTime());
    // Older than that: the next request moves it to now.
    const stale = new Date(Date.now() - LAST_SEEN_PRECISION_MS - 60_000);
    await h.database.db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.id, sessionId));
    const before = Date.now();
    await call(h.app, 'GET', '/api/v1/user/sessions', { token });
    expect(await lastSeen()).toBeGreaterThanOrEqual(before - 1000);
  });
});
