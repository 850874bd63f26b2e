import { timingSafeEqual } from 'node:crypto';
import {
  emailSchema,
  fullnameSchema,
  OAUTH_PROVIDER_LABELS,
  type OAuthCallbackQuery,
  type OAuthProvider,
} from '@talentport/contract';
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Db } from '../../db/client.js';
import {
  type LinkedProvider,
  oauthAttempts,
  oauthIdentities,
  type StoredFileRef,
  type UserRow,
  userColumns,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { generatePublicCode, generateToken, hashToken } from '../../lib/tokens.js';
import { authResult, createSession, type SessionContext } from './auth-service.js';
import { beginSession } from './login-service.js';
import { OAUTH_SCOPES, type OidcClients } from './oidc-clients.js';

/** How long a browser has to come back from the provider, and then to give a password to link. */
export const OAUTH_ATTEMPT_TTL_MS = 10 * 60 * 1000;

export type OAuthLog = { warn: (details: object, message: string) => void };

/** What we take from the provider's ID token (or user info) once it has been checked. */
export type ProviderProfile = {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  fullname: string | null;
  pictureUrl: string | null;
};

function requireEnabled(clients: OidcClients, provider: OAuthProvider) {
  const settings = clients.settingsFor(provider);
  if (!settings) throw new AppError('OAUTH_PROVIDER_NOT_CONFIGURED');
  return { isPkceUsed: settings.isPkceUsed ?? true, isNonceUsed: settings.isNonceUsed ?? true };
}

async function loadConfiguration(clients: OidcClients, provider: OAuthProvider, log: OAuthLog) {
  try {
    return await clients.configurationFor(provider);
  } catch (error) {
    log.warn({ err: error, provider }, 'OpenID provider discovery failed');
    throw new AppError('OAUTH_PROVIDER_UNAVAILABLE');
  }
}

function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Starts a sign-in: fresh state, nonce and PKCE verifier (S256), kept server-side under the hash of
 * a random browser key that the caller puts in an httpOnly cookie.
 */
export async function startOAuthLogin({
  db,
  clients,
  provider,
  log,
}: {
  db: Db;
  clients: OidcClients;
  provider: OAuthProvider;
  log: OAuthLog;
}) {
  const settings = requireEnabled(clients, provider);
  const configuration = await loadConfiguration(clients, provider, log);
  const codeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const browserKey = generateToken();
  const now = new Date();
  await db.delete(oauthAttempts).where(lt(oauthAttempts.expiresAt, now));
  await db.insert(oauthAttempts).values({
    browserKeyHash: hashToken(browserKey),
    provider,
    state,
    nonce,
    codeVerifier,
    expiresAt: new Date(now.getTime() + OAUTH_ATTEMPT_TTL_MS),
  });
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: clients.redirectUriFor(provider),
    response_type: 'code',
    scope: OAUTH_SCOPES,
    state,
    ...(settings.isPkceUsed ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
    ...(settings.isNonceUsed ? { nonce } : {}),
  });
  return { authorizationUrl: authorizationUrl.href, browserKey };
}

/** Takes the attempt of this browser, once: a second answer with the same state finds nothing. */
async function claimAttempt(db: Db, provider: OAuthProvider, browserKey: string | null, state: string) {
  if (!browserKey) throw new AppError('OAUTH_STATE_INVALID');
  const now = new Date();
  const [attempt] = await db
    .update(oauthAttempts)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oauthAttempts.browserKeyHash, hashToken(browserKey)),
        isNull(oauthAttempts.consumedAt),
        gt(oauthAttempts.expiresAt, now),
      ),
    )
    .returning();
  if (!attempt || attempt.provider !== provider || !isSameSecret(attempt.state, state)) {
    throw new AppError('OAUTH_STATE_INVALID');
  }
  return attempt;
}

function readProfile(claims: Record<string, unknown>, subject: string): ProviderProfile {
  const email = typeof claims.email === 'string' ? emailSchema.safeParse(claims.email) : null;
  const givenAndFamily = [claims.given_name, claims.family_name]
    .filter((part): part is string => typeof part === 'string')
    .join(' ');
  const name = fullnameSchema.safeParse(typeof claims.name === 'string' ? claims.name : givenAndFamily);
  const picture = typeof claims.picture === 'string' ? claims.picture : '';
  return {
    subject,
    email: email?.success ? email.data : null,
    // Only a JSON `true` counts: a missing, string or false claim leaves the email unverified.
    isEmailVerified: claims.email_verified === true,
    fullname: name.success ? name.data : null,
    pictureUrl: /^https:\/\/\S{1,2000}$/.test(picture) ? picture : null,
  };
}

/**
 * Exchanges the code (PKCE verifier, state, nonce and issuer all checked by openid-client against
 * this provider's own configuration) and returns the checked profile.
 */
async function fetchVerifiedProfile({
  clients,
  provider,
  query,
  attempt,
  log,
}: {
  clients: OidcClients;
  provider: OAuthProvider;
  query: OAuthCallbackQuery;
  attempt: { state: string; nonce: string; codeVerifier: string };
  log: OAuthLog;
}): Promise<ProviderProfile> {
  const settings = requireEnabled(clients, provider);
  const expectedNonce = settings.isNonceUsed ? attempt.nonce : undefined;
  const configuration = await loadConfiguration(clients, provider, log);
  const callbackUrl = new URL(clients.redirectUriFor(provider));
  for (const key of ['code', 'state', 'iss'] as const) {
    const value = query[key];
    if (value !== undefined) callbackUrl.searchParams.set(key, value);
  }
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      ...(settings.isPkceUsed ? { pkceCodeVerifier: attempt.codeVerifier } : {}),
      expectedState: attempt.state,
      // Without a nonce sent, openid-client insists the ID token carries none.
      ...(expectedNonce ? { expectedNonce } : {}),
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    const expectedIssuer = configuration.serverMetadata().issuer;
    // openid-client has checked the signature, iss, aud, nonce and expiry; this is belt and braces.
    if (!claims || claims.iss !== expectedIssuer || claims.nonce !== expectedNonce) {
      throw new Error('ID token does not belong to this provider and attempt');
    }
    let profileClaims: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string') {
      profileClaims = {
        ...claims,
        ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
      };
    }
    return readProfile(profileClaims, claims.sub);
  } catch (error) {
    log.warn({ err: error, provider }, 'OpenID sign-in answer rejected');
    throw new AppError('OAUTH_SIGN_IN_FAILED');
  }
}

function linkedWith(user: Pick<UserRow, 'linked'>, provider: OAuthProvider): LinkedProvider[] {
  return [
    ...user.linked.filter((entry) => entry.provider !== provider),
    { provider, linkedAt: new Date().toISOString() },
  ];
}

function avatarFrom(profile: ProviderProfile, provider: OAuthProvider): StoredFileRef[] {
  if (!profile.pictureUrl) return [];
  return [
    {
      _id: `${provider}-picture`,
      name: `${provider}-picture`,
      url: profile.pictureUrl,
      mimeType: 'image/*',
      size: 0,
    },
  ];
}

/** Adds the identity and the `linked[]` entry and opens a session, in one transaction. */
async function linkAndSignIn({
  db,
  user,
  provider,
  profile,
  context,
}: {
  db: Db;
  user: UserRow;
  provider: OAuthProvider;
  profile: Pick<ProviderProfile, 'subject' | 'email'>;
  context: SessionContext;
}) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: oauthIdentities.id })
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.userId, user.id), eq(oauthIdentities.provider, provider)))
      .limit(1);
    // The account already has another account of this provider: never swap it silently.
    if (existing) throw new AppError('OAUTH_EMAIL_IN_USE');
    await tx.insert(oauthIdentities).values({
      provider,
      subject: profile.subject,
      userId: user.id,
      email: profile.email ?? '',
    });
    const [updated] = await tx
      .update(users)
      .set({ linked: linkedWith(user, provider), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning(userColumns);
    return beginSession({ db: tx, user: updated ?? user, context });
  });
}

/**
 * Finishes a sign-in. Known provider account: log in. New email: create the account. Email of an
 * existing account: link at once when both sides have verified it, else ask for the password.
 */
export async function finishOAuthLogin({
  db,
  clients,
  provider,
  browserKey,
  query,
  context,
  log,
}: {
  db: Db;
  clients: OidcClients;
  provider: OAuthProvider;
  browserKey: string | null;
  query: OAuthCallbackQuery;
  context: SessionContext;
  log: OAuthLog;
}) {
  requireEnabled(clients, provider);
  if (query.error !== undefined) {
    if (browserKey) {
      await db.delete(oauthAttempts).where(eq(oauthAttempts.browserKeyHash, hashToken(browserKey)));
    }
    if (query.error === 'access_denied') {
      throw new AppError(
        'OAUTH_CONSENT_DENIED',
        `You did not allow Talentport to use your ${OAUTH_PROVIDER_LABELS[provider]} account, so you are not signed in.`,
      );
    }
    throw new AppError('OAUTH_SIGN_IN_FAILED');
  }
  if (query.code === undefined || query.state === undefined) throw new AppError('OAUTH_STATE_INVALID');
  const attempt = await claimAttempt(db, provider, browserKey, query.state);
  const profile = await fetchVerifiedProfile({ clients, provider, query, attempt, log });

  const [known] = await db
    .select({ user: users, identityId: oauthIdentities.id })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, profile.subject)))
    .limit(1);
  if (known) {
    await db
      .update(oauthIdentities)
      .set({ lastLoginAt: new Date(), email: profile.email ?? '' })
      .where(eq(oauthIdentities.id, known.identityId));
    return beginSession({ db, user: known.user, context });
  }

  if (!profile.email) throw new AppError('OAUTH_EMAIL_MISSING');
  const [existing] = await db.select(userColumns).from(users).where(eq(users.email, profile.email)).limit(1);
  if (!existing)
    return createOAuthUser({ db, provider, profile: { ...profile, email: profile.email }, context });
  if (profile.isEmailVerified && existing.emailVerify) {
    return linkAndSignIn({ db, user: existing, provider, profile, context });
  }
  if (!existing.passwordHash) throw new AppError('OAUTH_EMAIL_IN_USE');
  await db
    .update(oauthAttempts)
    .set({
      pendingLink: {
        userId: existing.id,
        subject: profile.subject,
        email: profile.email,
        isEmailVerified: profile.isEmailVerified,
      },
      expiresAt: new Date(Date.now() + OAUTH_ATTEMPT_TTL_MS),
    })
    .where(eq(oauthAttempts.id, attempt.id));
  throw new AppError(
    'OAUTH_LINK_REQUIRED',
    `An account with ${profile.email} already exists. Enter its password to link your ${OAUTH_PROVIDER_LABELS[provider]} account to it.`,
  );
}

async function createOAuthUser({
  db,
  provider,
  profile,
  context,
}: {
  db: Db;
  provider: OAuthProvider;
  profile: ProviderProfile & { email: string };
  context: SessionContext;
}) {
  const fullname = profile.fullname ?? profile.email.split('@')[0] ?? 'New member';
  try {
    return await insertOAuthUser({ db, provider, profile, fullname, context });
  } catch (error) {
    // Two first sign-ins racing for one email or subject: the loser is told to sign in again.
    if (isUniqueViolation(error)) throw new AppError('OAUTH_EMAIL_IN_USE');
    throw error;
  }
}

function insertOAuthUser({
  db,
  provider,
  profile,
  fullname,
  context,
}: {
  db: Db;
  provider: OAuthProvider;
  profile: ProviderProfile & { email: string };
  fullname: string;
  context: SessionContext;
}) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        code: generatePublicCode(),
        fullname: fullname.slice(0, 100),
        email: profile.email,
        emailVerify: profile.isEmailVerified,
        passwordHash: null,
        directSignUp: false,
        avatar: avatarFrom(profile, provider),
        linked: [{ provider, linkedAt: new Date().toISOString() }],
      })
      .returning(userColumns);
    if (!user) throw new Error('insert returned no user');
    await tx
      .insert(oauthIdentities)
      .values({ provider, subject: profile.subject, userId: user.id, email: profile.email });
    const token = await createSession({ db: tx, userId: user.id, context });
    return authResult(user, token);
  });
}

/** The pending link of this browser, if the password step is still open. */
export async function findPendingLink({
  db,
  provider,
  browserKey,
}: {
  db: Db;
  provider: OAuthProvider;
  browserKey: string | null;
}) {
  if (!browserKey) throw new AppError('OAUTH_LINK_EXPIRED');
  const [attempt] = await db
    .select()
    .from(oauthAttempts)
    .where(
      and(
        eq(oauthAttempts.browserKeyHash, hashToken(browserKey)),
        eq(oauthAttempts.provider, provider),
        isNotNull(oauthAttempts.pendingLink),
        gt(oauthAttempts.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!attempt?.pendingLink) throw new AppError('OAUTH_LINK_EXPIRED');
  return { attemptId: attempt.id, pendingLink: attempt.pendingLink };
}

/** The person proved the password of the account: link the provider account and log in. */
export async function completePendingLink({
  db,
  provider,
  attemptId,
  password,
  context,
}: {
  db: Db;
  provider: OAuthProvider;
  attemptId: string;
  password: string;
  context: SessionContext;
}) {
  const [attempt] = await db.select().from(oauthAttempts).where(eq(oauthAttempts.id, attemptId)).limit(1);
  const pending = attempt?.pendingLink;
  if (!pending) throw new AppError('OAUTH_LINK_EXPIRED');
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, pending.userId)).limit(1);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) return null;
  // Single use: whoever deletes the row links; a concurrent second request finds nothing.
  const [taken] = await db
    .delete(oauthAttempts)
    .where(eq(oauthAttempts.id, attemptId))
    .returning({ id: oauthAttempts.id });
  if (!taken) throw new AppError('OAUTH_LINK_EXPIRED');
  const [otherOwner] = await db
    .select({ id: oauthIdentities.id })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, pending.subject)))
    .limit(1);
  if (otherOwner) throw new AppError('OAUTH_EMAIL_IN_USE');
  return linkAndSignIn({ db, user, provider, profile: pending, context });
}

export async function listLinkedAccounts({ db, userId }: { db: Db; userId: string }) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED');
  return { linked: user.linked, hasPassword: Boolean(user.passwordHash) };
}

/** Removes a provider, but never the last way in: an account without a password keeps it. */
export async function unlinkOAuthProvider({
  db,
  userId,
  provider,
}: {
  db: Db;
  userId: string;
  provider: OAuthProvider;
}) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select(userColumns)
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
      .for('update');
    if (!user) throw new AppError('UNAUTHORIZED');
    const isLinked = user.linked.some((entry) => entry.provider === provider);
    if (!isLinked) throw new AppError('OAUTH_NOT_LINKED');
    if (!user.passwordHash) throw new AppError('OAUTH_UNLINK_NEEDS_PASSWORD');
    await tx
      .delete(oauthIdentities)
      .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.provider, provider)));
    const linked = user.linked.filter((entry) => entry.provider !== provider);
    await tx.update(users).set({ linked, updatedAt: new Date() }).where(eq(users.id, userId));
    return { linked, hasPassword: true };
  });
}
