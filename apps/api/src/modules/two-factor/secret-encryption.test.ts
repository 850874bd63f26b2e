import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { twoFactorSecrets, users } from '../../db/schema.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { totpCode, turnOnTwoFactor } from '../../test/two-factor-helpers.js';

/** Decision 110: TOTP secrets are stored encrypted; old plain ones keep working; a wrong key fails closed. */
const KEY = randomBytes(32);
let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ twoFactorEncryptionKey: KEY });
});
afterAll(() => h.close());

async function storedSecret(email: string) {
  const [row] = await h.database.db
    .select({ secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .innerJoin(users, eq(users.id, twoFactorSecrets.userId))
    .where(eq(users.email, email));
  return row?.secret ?? '';
}

async function logInWithCode(app: typeof h.app, email: string, password: string, code: string) {
  const first = await call(app, 'POST', '/api/v1/user/login', { body: { email, password } });
  expect(first.body.result.twoFactorRequired).toBe(true);
  return call(app, 'POST', '/api/v1/user/login/two-factor', {
    body: { pendingToken: first.body.result.pendingToken, code },
  });
}

describe('two-factor secrets at rest', { timeout: 60_000 }, () => {
  it('stores the secret encrypted, never in clear, and logging in with a code still works', async () => {
    const person = await buildUser(h.app, { role: 'freelancer' });
    const { secret } = await turnOnTwoFactor(h.app, person.token);
    const stored = await storedSecret(person.email);
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.toLowerCase());

    const done = await logInWithCode(h.app, person.email, person.password, await totpCode(secret, 1));
    expect(done.statusCode).toBe(200);
    expect(done.body.result.token).toEqual(expect.any(String));
  });

  it('reads a secret stored in clear before encryption, and encrypts it then', async () => {
    const person = await buildUser(h.app, { role: 'employer' });
    const { secret } = await turnOnTwoFactor(h.app, person.token);
    await h.database.db
      .update(twoFactorSecrets)
      .set({ secret })
      .where(eq(twoFactorSecrets.secret, await storedSecret(person.email)));
    expect(await storedSecret(person.email)).toBe(secret);

    const done = await logInWithCode(h.app, person.email, person.password, await totpCode(secret, 1));
    expect(done.statusCode).toBe(200);
    const resealed = await storedSecret(person.email);
    expect(resealed.startsWith('v1:')).toBe(true);
    expect(resealed).not.toContain(secret);
  });

  it('encrypts every secret still in clear when the server starts', async () => {
    const person = await buildUser(h.app, { role: 'agency' });
    const { secret } = await turnOnTwoFactor(h.app, person.token);
    await h.database.db
      .update(twoFactorSecrets)
      .set({ secret })
      .where(eq(twoFactorSecrets.secret, await storedSecret(person.email)));
    const restarted = await buildApp({
      db: h.database.db,
      uploadsDir: h.uploadsDir,
      twoFactorEncryptionKey: KEY,
    });
    await restarted.ready();
    await restarted.close();
    const sealed = await storedSecret(person.email);
    expect(sealed.startsWith('v1:')).toBe(true);
    const done = await logInWithCode(h.app, person.email, person.password, await totpCode(secret, 1));
    expect(done.statusCode).toBe(200);
  });

  // Last: the key is the process's, so this one changes it for the apps of this file.
  it('fails closed with a wrong key: the code is refused (401, not 5xx) and the server log says why', async () => {
    const person = await buildUser(h.app, { role: 'freelancer' });
    const { secret } = await turnOnTwoFactor(h.app, person.token);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const wrong = await buildApp({
      db: h.database.db,
      uploadsDir: h.uploadsDir,
      twoFactorEncryptionKey: randomBytes(32),
      logger: { level: 'error', stream },
    });
    await wrong.ready();
    try {
      expect(lines.join('')).toMatch(
        /TWO_FACTOR_ENCRYPTION_KEY cannot decrypt the stored two-factor secrets/,
      );
      const refused = await logInWithCode(wrong, person.email, person.password, await totpCode(secret, 1));
      expect(refused.statusCode).toBe(401);
      expect(refused.body.message).toBe('TWO_FACTOR_LOGIN_FAILED');
      expect(lines.join('')).toMatch(/A two-factor secret cannot be decrypted/);
      // Nothing was rewritten: with the right key the same secret works again.
      expect((await storedSecret(person.email)).startsWith('v1:')).toBe(true);
    } finally {
      await wrong.close();
    }
    const right = await buildApp({
      db: h.database.db,
      uploadsDir: h.uploadsDir,
      twoFactorEncryptionKey: KEY,
    });
    await right.ready();
    try {
      const done = await logInWithCode(right, person.email, person.password, await totpCode(secret, 1));
      expect(done.statusCode).toBe(200);
    } finally {
      await right.close();
    }
  });
});
