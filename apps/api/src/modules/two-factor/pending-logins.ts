import { TWO_FACTOR_PENDING_LOGIN_MINUTES } from '@talentport/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type TwoFactorPendingLoginRow, twoFactorPendingLogins } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import { ownerColumns, ownerOfPending, type TwoFactorOwner } from './owner.js';
import { confirmTwoFactorSetup, consumeSecondFactor } from './service.js';

/** Wrong codes one pending log-in may take before it is spent (the rate limits count them too). */
export const MAX_PENDING_ATTEMPTS = 5;

/**
 * Opens the second step of a log-in. `isPasswordOk: false` makes a decoy that answers like a real
 * one (so the first step does not tell whether the password was right) and can never succeed.
 */
export async function createPendingLogin({
  db,
  owner,
  purpose,
  isPasswordOk,
  now = new Date(),
}: {
  db: Db;
  owner: TwoFactorOwner;
  purpose: 'code' | 'setup';
  isPasswordOk: boolean;
  now?: Date;
}): Promise<string> {
  const token = generateToken();
  await db.delete(twoFactorPendingLogins).where(lt(twoFactorPendingLogins.expiresAt, now));
  await db.insert(twoFactorPendingLogins).values({
    ...ownerColumns(owner),
    tokenHash: hashToken(token),
    purpose,
    isPasswordOk,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_PENDING_LOGIN_MINUTES * 60_000),
  });
  return token;
}

/** A token shaped like a pending log-in's, for an email with no account (nothing is stored). */
export function decoyPendingToken(): string {
  return generateToken();
}

/** The live pending log-in of a token (rate-limit keys and the setup step read it). */
export async function findPendingLogin(
  db: Db,
  pendingToken: string,
  now = new Date(),
): Promise<TwoFactorPendingLoginRow | null> {
  const [row] = await db
    .select()
    .from(twoFactorPendingLogins)
    .where(
      and(
        eq(twoFactorPendingLogins.tokenHash, hashToken(pendingToken)),
        isNull(twoFactorPendingLogins.usedAt),
        gt(twoFactorPendingLogins.expiresAt, now),
        lt(twoFactorPendingLogins.attempts, MAX_PENDING_ATTEMPTS),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function noteFailedAttempt(db: Db, id: string) {
  await db
    .update(twoFactorPendingLogins)
    .set({ attempts: sql`${twoFactorPendingLogins.attempts} + 1` })
    .where(eq(twoFactorPendingLogins.id, id));
}

/**
 * Redeems a pending log-in of `purpose` when `check` passes: the row is locked, checked and marked
 * used in one transaction, so it opens one session however many requests race. Any failure
 * (unknown, spent, decoy, wrong code) answers the same TWO_FACTOR_LOGIN_FAILED.
 */
async function redeem<T>(
  db: Db,
  pending: { token: string; kind: TwoFactorOwner['kind']; purpose: 'code' | 'setup' },
  now: Date,
  check: (tx: Db, owner: TwoFactorOwner) => Promise<T | null>,
): Promise<{ owner: TwoFactorOwner; value: T }> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(twoFactorPendingLogins)
      .where(eq(twoFactorPendingLogins.tokenHash, hashToken(pending.token)))
      .for('update')
      .limit(1);
    if (!row) return { failedId: null };
    const owner = ownerOfPending(row);
    const isLive =
      !row.usedAt &&
      row.expiresAt > now &&
      row.attempts < MAX_PENDING_ATTEMPTS &&
      row.purpose === pending.purpose &&
      owner.kind === pending.kind;
    if (!isLive) return { failedId: null };
    const value = row.isPasswordOk ? await check(tx, owner) : null;
    if (value === null) return { failedId: row.id };
    await tx.update(twoFactorPendingLogins).set({ usedAt: now }).where(eq(twoFactorPendingLogins.id, row.id));
    return { failedId: null, result: { owner, value } };
  });
  if (outcome.result) return outcome.result;
  if (outcome.failedId) await noteFailedAttempt(db, outcome.failedId);
  throw new AppError('TWO_FACTOR_LOGIN_FAILED');
}

/** The log-in second step: a code or recovery code for a `code` pending log-in of `kind`. */
export async function redeemPendingLogin({
  db,
  kind,
  pendingToken,
  code,
  now = new Date(),
}: {
  db: Db;
  kind: TwoFactorOwner['kind'];
  pendingToken: string;
  code: string;
  now?: Date;
}): Promise<TwoFactorOwner> {
  const { owner } = await redeem(
    db,
    { token: pendingToken, kind, purpose: 'code' },
    now,
    async (tx, owner) => ((await consumeSecondFactor({ db: tx, owner, code, now })) ? true : null),
  );
  return owner;
}

/** A staff member's first sign-in: confirming the new secret spends the pending log-in. */
export async function redeemSetupLogin({
  db,
  pendingToken,
  code,
  now = new Date(),
}: {
  db: Db;
  pendingToken: string;
  code: string;
  now?: Date;
}): Promise<{ owner: TwoFactorOwner; recoveryCodes: string[] }> {
  const pending = { token: pendingToken, kind: 'staff' as const, purpose: 'setup' as const };
  const { owner, value } = await redeem(db, pending, now, async (tx, owner) => {
    try {
      return (await confirmTwoFactorSetup({ db: tx, owner, code, now })).recoveryCodes;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  });
  return { owner, recoveryCodes: value };
}
