import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { paths, type UserRole } from '@talentport/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type AccountTokenPurpose, type AccountTokenRow, accountTokens } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { generateToken, hashToken } from '../lib/tokens.js';

const HOUR = 60 * 60_000;

/** Where mailed links point: the web app's screens, under the public origin. */
export type LinkBuilder = {
  verifyEmail: (token: string) => string;
  resetPassword: (token: string) => string;
  forgotPassword: () => string;
  joinTeam: (token: string) => string;
  /** Any in-app path (starting with /; build it with `paths` of the contract) as an absolute URL. */
  page: (path: string) => string;
  /** The inbox with the conversation open (each role's own prefix; no-role accounts land on /). */
  chatConversation: (userRole: UserRole | null, conversationId: string) => string;
};

export function createLinkBuilder(publicUrl: string): LinkBuilder {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    verifyEmail: (token) => `${base}${paths.verifyEmail.getHref({ token })}`,
    resetPassword: (token) => `${base}${paths.resetPassword.getHref({ token })}`,
    forgotPassword: () => `${base}${paths.forgotPassword.getHref()}`,
    joinTeam: (token) => `${base}${paths.signup.getHref({ invite: token })}`,
    page: (path) => `${base}${path.startsWith('/') ? path : `/${path}`}`,
    chatConversation: (userRole, conversationId) =>
      `${base}${
        userRole
          ? paths.role.messages.getHref({ role: userRole }, { conversation: conversationId })
          : paths.home.getHref({ chat: conversationId })
      }`,
  };
}

export const hours = (count: number) => count * HOUR;

/** Creates a single-use link token; earlier unused ones of the same purpose for the user stop working. */
export async function issueLinkToken(
  db: Db,
  input: {
    purpose: AccountTokenPurpose;
    email: string;
    ttlMs: number;
    userId?: string;
    companyId?: string;
    role?: 'employer' | 'agency';
    companyRole?: 'admin' | 'member';
  },
): Promise<string> {
  if (input.userId) await revokeLinkTokens(db, input.userId, input.purpose);
  const token = generateToken();
  await db.insert(accountTokens).values({
    purpose: input.purpose,
    tokenHash: hashToken(token),
    email: input.email,
    userId: input.userId ?? null,
    companyId: input.companyId ?? null,
    role: input.role ?? null,
    companyRole: input.companyRole ?? null,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

/** The token's row if it can still be used; a clear error otherwise. Does not use it up. */
export async function findUsableLinkToken(
  db: Db,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<AccountTokenRow> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.usedAt || !purposes.includes(row.purpose)) throw new AppError('LINK_INVALID');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED');
  return row;
}

/** Marks the token used; only one of two concurrent uses wins, the other gets LINK_INVALID. */
export async function consumeLinkToken(db: Db, row: AccountTokenRow) {
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  if (!used) throw new AppError('LINK_INVALID');
}

export async function revokeLinkTokens(db: Db, userId: string, purpose: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

export function generateVerifyCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored hashed with the user's id, so a stored value is useless for another account. */
export function hashVerifyCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
