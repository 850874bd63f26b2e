import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { oauthAttempts, oauthIdentities, users } from '../../db/schema.js';
import {
  buildUser,
  call,
  startTestApp,
  TEST_PASSWORD,
  type TestHarness,
  uniqueEmail,
} from '../../test/harness.js';
import { authorizeAtPeer, type OidcPeer, startOidcPeer } from '../../test/oidc-peer.js';

const PUBLIC_URL = 'http://talentport.test';
const redirectUri = (provider: string) => `${PUBLIC_URL}/login/${provider}/callback`;

let h: TestHarness;
let google: OidcPeer;
let linkedin: OidcPeer;

beforeAll(async () => {
  google = await startOidcPeer({ name: 'google', redirectUris: [redirectUri('google')] });
  linkedin = await startOidcPeer({ name: 'linkedin', redirectUris: [redirectUri('linkedin')] });
  h = await startTestApp({
    oauth: {
      publicUrl: PUBLIC_URL,
      providers: {
        google: { clientId: google.clientId, clientSecret: google.clientSecret, issuer: google.issuer },
        linkedin: {
          clientId: linkedin.clientId,
          clientSecret: linkedin.clientSecret,
          issuer: linkedin.issuer,
        },
      },
    },
  });
});
afterAll(async () => {
  await h?.close();
  await google?.close();
  await linkedin?.close();
});

type Provider = 'google' | 'linkedin';

const expectError = (response: { statusCode: number; body: unknown }, status: number, code: string) => {
  expect(response.body).toMatchObject({ status, message: code, error: { en: expect.any(String) } });
  expect(response.statusCode).toBe(status);
};

function browserCookie(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : [String(raw ?? '')];
  const line = lines.find((entry) => entry.startsWith('tp_oauth='));
  if (!line) throw new Error('no tp_oauth cookie');
  return line.split(';')[0] ?? '';
}

async function start(app: App, provider: Provider) {
  const res = await call(app, 'GET', `/api/v1/user/login/${provider}`);
  expect(res.statusCode).toBe(200);
  return {
    authorizationUrl: res.body.result.authorizationUrl as string,
    cookie: browserCookie(res.headers),
    res,
  };
}

async function finish(provider: Provider, callback: URL | string, cookie?: string) {
  const search = typeof callback === 'string' ? callback : callback.search;
  return call(h.app, 'GET', `/api/v1/user/login/${provider}${search}`, {
    headers: cookie ? { cookie } : {},
  });
}

async function signInWith(provider: Provider, login: string) {
  const { authorizationUrl, cookie } = await start(h.app, provider);
  const callback = await authorizeAtPeer(authorizationUrl, { login });
  return { res: await finish(provider, callback, cookie), cookie };
}

async function me(token: string) {
  return (await call(h.app, 'POST', '/api/v1/user/me', { token })).body.result;
}

describe('GET /api/v1/user/login/providers', () => {
  it('lists the providers that have settings', async () => {
    const res = await call(h.app, 'GET', '/api/v1/user/login/providers');
    expect(res.body).toEqual({ status: 200, message: 'ok', result: { providers: ['google', 'linkedin'] } });
  });

  it('lists none, and refuses both calls clearly, when nothing is configured', async () => {
    const bare = await buildApp({ db: h.database.db });
    const { body } = await call(bare, 'GET', '/api/v1/user/login/providers');
    expect(body.result).toEqual({ providers: [] });
    expectError(await call(bare, 'GET', '/api/v1/user/login/google'), 404, 'OAUTH_PROVIDER_NOT_CONFIGURED');
    expectError(
      await call(bare, 'GET', '/api/v1/user/login/linkedin?code=x&state=y'),
      404,
      'OAUTH_PROVIDER_NOT_CONFIGURED',
    );
    await bare.close();
  });
});

describe('starting a social login', () => {
  it('answers the provider’s authorization URL with PKCE S256, state and nonce, bound by an httpOnly cookie', async () => {
    const { authorizationUrl, res } = await start(h.app, 'google');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(google.issuer);
    expect(url.searchParams.get('client_id')).toBe(google.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri('google'));
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^tp_oauth=[\w-]{43};/);
    const attributes = setCookie.split('; ').slice(1).sort();
    expect(attributes).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/v1/user/login', 'SameSite=Lax']);
    expect(res.headers['cache-control']).toBe('no-store');
    // The verifier and the cookie's value never leave the server in readable form.
    const [row] = await h.database.db
      .select()
      .from(oauthAttempts)
      .where(eq(oauthAttempts.state, url.searchParams.get('state') ?? ''));
    expect(row?.browserKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(authorizationUrl).not.toContain(row?.codeVerifier ?? 'missing');
  });
});

describe('finishing a social login', () => {
  it('creates the account on the first sign-in and finds it again by subject on the next', async () => {
    const email = uniqueEmail('g-new');
    google.setAccount('g-new-1', {
      email,
      email_verified: true,
      name: 'Gina Newton',
      picture: 'https://img.test/g.png',
    });
    const first = await signInWith('google', 'g-new-1');
    expect(first.res.body).toEqual({
      status: 200,
      message: 'ok',
      result: { token: expect.any(String), userRole: null, isOnboard: false },
    });
    expect(String(first.res.headers['set-cookie'])).toMatch(/tp_oauth=; .*Max-Age=0/);
    const profile = await call(h.app, 'GET', '/api/v1/user/profile', { token: first.res.body.result.token });
    expect(profile.body.result).toMatchObject({
      email,
      emailVerify: true,
      fullname: 'Gina Newton',
      directSignUp: false,
      userRole: null,
      linked: [{ provider: 'google', linkedAt: expect.any(String) }],
      avatar: [expect.objectContaining({ url: 'https://img.test/g.png' })],
    });
    const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toBeNull();

    // Same provider subject, even with a changed email: the same account.
    google.setAccount('g-new-1', { email: uniqueEmail('g-changed'), email_verified: true });
    const second = await signInWith('google', 'g-new-1');
    expect(second.res.statusCode).toBe(200);
    expect((await me(second.res.body.result.token))._id).toBe(user?.id);
    const identities = await h.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, user?.id ?? ''));
    expect(identities).toHaveLength(1);
  });

  it('signs up with LinkedIn too, and the same login at the two providers gives two accounts', async () => {
    const res = (await signInWith('linkedin', 'shared-login-1@example.test')).res;
    expect(res.statusCode).toBe(200);
    const li = await me(res.body.result.token);
    google.setAccount('shared-login-1@example.test', { email: uniqueEmail('g-other'), email_verified: true });
    const g = await me((await signInWith('google', 'shared-login-1@example.test')).res.body.result.token);
    expect(g._id).not.toBe(li._id);
  });

  it('takes an email as unverified when the provider leaves email_verified out', async () => {
    const email = uniqueEmail('no-verified');
    linkedin.setAccount('li-nv-1', { email });
    const { res } = await signInWith('linkedin', 'li-nv-1');
    expect(res.statusCode).toBe(200);
    expect(await me(res.body.result.token)).toMatchObject({ email, emailVerify: false });
  });

  it('refuses a provider account without an email', async () => {
    google.setAccount('g-no-email', { name: 'No Mail' });
    const { res } = await signInWith('google', 'g-no-email');
    expectError(res, 400, 'OAUTH_EMAIL_MISSING');
  });
});

describe('an email that belongs to an existing account', () => {
  it('links at once when the provider and the account have both verified it', async () => {
    const owner = await buildUser(h.app);
    await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, owner.email));
    google.setAccount('g-auto-link', { email: owner.email, email_verified: true });
    const { res } = await signInWith('google', 'g-auto-link');
    expect(res.statusCode).toBe(200);
    const profile = await call(h.app, 'GET', '/api/v1/user/profile', { token: res.body.result.token });
    expect(profile.body.result.email).toBe(owner.email);
    expect(profile.body.result.linked).toEqual([{ provider: 'google', linkedAt: expect.any(String) }]);
  });

  it('fails closed when email_verified is missing: the password must be proven before linking', async () => {
    const owner = await buildUser(h.app);
    await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, owner.email));
    linkedin.setAccount('li-link-1', { email: owner.email });
    const { res, cookie } = await signInWith('linkedin', 'li-link-1');
    expectError(res, 409, 'OAUTH_LINK_REQUIRED');
    expect(res.body.error.en).toContain(owner.email);
    expect(res.body.result).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(/tp_oauth=[\w-]{43}; .*Max-Age=600/);
    const [identity] = await h.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.subject, 'li-link-1'));
    expect(identity).toBeUndefined();

    // Without the browser's cookie there is nothing to link.
    expectError(
      await call(h.app, 'POST', '/api/v1/user/login/linkedin/link', { body: { password: TEST_PASSWORD } }),
      400,
      'OAUTH_LINK_EXPIRED',
    );
    // The pending link is for LinkedIn only.
    expectError(
      await call(h.app, 'POST', '/api/v1/user/login/google/link', {
        body: { password: TEST_PASSWORD },
        headers: { cookie },
      }),
      400,
      'OAUTH_LINK_EXPIRED',
    );
    expectError(
      await call(h.app, 'POST', '/api/v1/user/login/linkedin/link', {
        body: { password: 'not the password' },
        headers: { cookie },
      }),
      401,
      'INVALID_CREDENTIALS',
    );
    const linked = await call(h.app, 'POST', '/api/v1/user/login/linkedin/link', {
      body: { password: TEST_PASSWORD },
      headers: { cookie },
    });
    expect(linked.body).toMatchObject({ status: 200, result: { token: expect.any(String), userRole: null } });
    expect((await me(linked.body.result.token)).email).toBe(owner.email);
    // The ticket is single use.
    expectError(
      await call(h.app, 'POST', '/api/v1/user/login/linkedin/link', {
        body: { password: TEST_PASSWORD },
        headers: { cookie },
      }),
      400,
      'OAUTH_LINK_EXPIRED',
    );
    // From now on the LinkedIn subject logs straight in.
    const again = await signInWith('linkedin', 'li-link-1');
    expect(again.res.statusCode).toBe(200);
    expect((await me(again.res.body.result.token)).email).toBe(owner.email);
  });

  it('asks for the password when the account’s own email is not verified, even if the provider’s is', async () => {
    const owner = await buildUser(h.app);
    google.setAccount('g-unverified-owner', { email: owner.email, email_verified: true });
    const { res } = await signInWith('google', 'g-unverified-owner');
    expectError(res, 409, 'OAUTH_LINK_REQUIRED');
  });

  it('refuses to link to an account that has no password when the emails are not both verified', async () => {
    const email = uniqueEmail('social-only');
    google.setAccount('g-social-only', { email, email_verified: false });
    expect((await signInWith('google', 'g-social-only')).res.statusCode).toBe(200);
    linkedin.setAccount('li-social-only', { email, email_verified: true });
    expectError((await signInWith('linkedin', 'li-social-only')).res, 409, 'OAUTH_EMAIL_IN_USE');
  });
});

describe('linked accounts and unlinking', () => {
  it('keeps the only way into a social-only account', async () => {
    google.setAccount('g-keep', { email: uniqueEmail('keep'), email_verified: true });
    const { token } = (await signInWith('google', 'g-keep')).res.body.result;
    const listed = await call(h.app, 'GET', '/api/v1/user/login/linked', { token });
    expect(listed.body.result).toEqual({
      linked: [{ provider: 'google', linkedAt: expect.any(String) }],
      hasPassword: false,
    });
    expectError(
      await call(h.app, 'DELETE', '/api/v1/user/login/google/link', { token }),
      409,
      'OAUTH_UNLINK_NEEDS_PASSWORD',
    );
  });

  it('unlinks a provider from an account with a password', async () => {
    const owner = await buildUser(h.app);
    await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, owner.email));
    google.setAccount('g-unlink', { email: owner.email, email_verified: true });
    expect((await signInWith('google', 'g-unlink')).res.statusCode).toBe(200);
    const unlinked = await call(h.app, 'DELETE', '/api/v1/user/login/google/link', { token: owner.token });
    expect(unlinked.body.result).toEqual({ linked: [], hasPassword: true });
    expectError(
      await call(h.app, 'DELETE', '/api/v1/user/login/google/link', { token: owner.token }),
      404,
      'OAUTH_NOT_LINKED',
    );
    expectError(await call(h.app, 'DELETE', '/api/v1/user/login/google/link'), 401, 'UNAUTHORIZED');
    const identities = await h.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.subject, 'g-unlink'));
    expect(identities).toHaveLength(0);
  });
});

describe('a provider app without PKCE and nonce (escape hatch, off by default)', () => {
  it('signs in with state alone when both are turned off', async () => {
    const legacy = await startOidcPeer({
      name: 'linkedin',
      redirectUris: [redirectUri('linkedin')],
      isPkceRequired: false,
    });
    const app = await buildApp({
      db: h.database.db,
      oauth: {
        publicUrl: PUBLIC_URL,
        providers: {
          linkedin: {
            clientId: legacy.clientId,
            clientSecret: legacy.clientSecret,
            issuer: legacy.issuer,
            isPkceUsed: false,
            isNonceUsed: false,
          },
        },
      },
    });
    try {
      const { authorizationUrl, cookie } = await start(app, 'linkedin');
      const url = new URL(authorizationUrl);
      expect(url.searchParams.has('code_challenge')).toBe(false);
      expect(url.searchParams.has('nonce')).toBe(false);
      const callback = await authorizeAtPeer(authorizationUrl, { login: 'legacy-user@example.test' });
      const res = await call(app, 'GET', `/api/v1/user/login/linkedin${callback.search}`, {
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      // The state is still bound to the browser.
      const again = await start(app, 'linkedin');
      const stolen = await authorizeAtPeer(again.authorizationUrl, { login: 'legacy-user@example.test' });
      expectError(
        await call(app, 'GET', `/api/v1/user/login/linkedin${stolen.search}`),
        400,
        'OAUTH_STATE_INVALID',
      );
    } finally {
      await app.close();
      await legacy.close();
    }
  });
});

describe('answers that must be refused (fail closed)', () => {
  it('refuses a wrong state', async () => {
    const { authorizationUrl, cookie } = await start(h.app, 'google');
    const callback = await authorizeAtPeer(authorizationUrl, { login: 'g-wrong-state' });
    callback.searchParams.set('state', 'not-the-state-we-sent');
    expectError(await finish('google', callback, cookie), 400, 'OAUTH_STATE_INVALID');
    // The attempt is spent: the right state does not work afterwards either.
    callback.searchParams.set('state', new URL(authorizationUrl).searchParams.get('state') ?? '');
    expectError(await finish('google', callback, cookie), 400, 'OAUTH_STATE_INVALID');
  });

  it('refuses an answer from a browser that did not start the attempt (no cookie, another cookie)', async () => {
    const { authorizationUrl } = await start(h.app, 'google');
    const callback = await authorizeAtPeer(authorizationUrl, { login: 'g-no-cookie' });
    expectError(await finish('google', callback), 400, 'OAUTH_STATE_INVALID');
    const other = await start(h.app, 'google');
    expectError(await finish('google', callback, other.cookie), 400, 'OAUTH_STATE_INVALID');
  });

  it('refuses a replayed code', async () => {
    const { authorizationUrl, cookie } = await start(h.app, 'google');
    const callback = await authorizeAtPeer(authorizationUrl, { login: 'g-replay@example.test' });
    expect((await finish('google', callback, cookie)).statusCode).toBe(200);
    expectError(await finish('google', callback, cookie), 400, 'OAUTH_STATE_INVALID');
    // Even inside a fresh attempt of the same browser, the provider refuses the used code.
    const fresh = await start(h.app, 'google');
    callback.searchParams.set('state', new URL(fresh.authorizationUrl).searchParams.get('state') ?? '');
    expectError(await finish('google', callback, fresh.cookie), 401, 'OAUTH_SIGN_IN_FAILED');
  });

  it('refuses an ID token whose nonce is not the one we sent', async () => {
    const { authorizationUrl, cookie } = await start(h.app, 'google');
    const tampered = new URL(authorizationUrl);
    tampered.searchParams.set('nonce', 'a-nonce-someone-else-chose');
    const callback = await authorizeAtPeer(tampered.href, { login: 'g-wrong-nonce' });
    expect(callback.searchParams.get('code')).toBeTruthy();
    expectError(await finish('google', callback, cookie), 401, 'OAUTH_SIGN_IN_FAILED');
  });

  it('refuses an answer from the other issuer, with or without its iss parameter', async () => {
    for (const isIssKept of [true, false]) {
      const { authorizationUrl, cookie } = await start(h.app, 'google');
      // The same request (state, nonce, PKCE) sent to LinkedIn instead.
      const atLinkedin = new URL(authorizationUrl);
      const linkedinUrl = new URL(`${linkedin.issuer}${atLinkedin.pathname}${atLinkedin.search}`);
      linkedinUrl.searchParams.set('client_id', linkedin.clientId);
      linkedinUrl.searchParams.set('redirect_uri', redirectUri('linkedin'));
      const callback = await authorizeAtPeer(linkedinUrl.href, { login: 'cross-issuer' });
      expect(callback.searchParams.get('iss')).toBe(linkedin.issuer);
      if (!isIssKept) callback.searchParams.delete('iss');
      expectError(await finish('google', callback, cookie), 401, 'OAUTH_SIGN_IN_FAILED');
    }
  });

  it('refuses to finish a Google attempt at the LinkedIn call', async () => {
    const { authorizationUrl, cookie } = await start(h.app, 'google');
    const callback = await authorizeAtPeer(authorizationUrl, { login: 'g-crossed' });
    expectError(await finish('linkedin', callback, cookie), 400, 'OAUTH_STATE_INVALID');
  });

  it('refuses an expired attempt', async () => {
    const { authorizationUrl, cookie } = await start(h.app, 'linkedin');
    const callback = await authorizeAtPeer(authorizationUrl, { login: 'li-expired' });
    const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
    await h.database.db
      .update(oauthAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthAttempts.state, state));
    expectError(await finish('linkedin', callback, cookie), 400, 'OAUTH_STATE_INVALID');
  });

  it('says so plainly when the person denies consent, and ends the attempt', async () => {
    const { authorizationUrl, cookie } = await start(h.app, 'linkedin');
    const callback = await authorizeAtPeer(authorizationUrl, { login: 'li-denied', isConsentDenied: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const res = await finish('linkedin', callback, cookie);
    expectError(res, 400, 'OAUTH_CONSENT_DENIED');
    expect(res.body.error.en).toContain('LinkedIn');
    const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
    expect(await h.database.db.select().from(oauthAttempts).where(eq(oauthAttempts.state, state))).toEqual(
      [],
    );
  });

  it('answers 4xx, never 5xx, for half-finished or odd callbacks', async () => {
    const { cookie } = await start(h.app, 'google');
    expectError(await finish('google', '?code=abc', cookie), 400, 'OAUTH_STATE_INVALID');
    expectError(await finish('google', '?state=abc', cookie), 400, 'OAUTH_STATE_INVALID');
    expectError(await finish('google', '?error=server_error', cookie), 401, 'OAUTH_SIGN_IN_FAILED');
    expectError(await finish('google', `?code=x&state=${'s'.repeat(5000)}`, cookie), 400, 'VALIDATION_ERROR');
  });
});
