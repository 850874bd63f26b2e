import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@talentport/contract';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type TwoFactorSecretRow, twoFactorRecoveryCodes, twoFactorSecrets, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { type TwoFactorChange, twoFactorChangedMail } from '../../platform/mail/templates.js';
import { findOwnerAccount, ownerColumns, secretOwnerIs, type TwoFactorOwner } from './owner.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { readTotpSecret, sealTotpSecret } from './secrets.js';
import { matchTotpStep, newTotpSecret, totpQrCodeDataUrl, totpUri } from './totp.js';

async function findSecret(db: Db, owner: TwoFactorOwner): Promise<TwoFactorSecretRow | null> {
  const [row] = await db.select().from(twoFactorSecrets).where(secretOwnerIs(owner)).limit(1);
  return row ?? null;
}

async function findConfirmedSecret(db: Db, owner: TwoFactorOwner) {
  const row = await findSecret(db, owner);
  return row?.confirmedAt ? row : null;
}

export async function isTwoFactorOn(db: Db, owner: TwoFactorOwner): Promise<boolean> {
  return (await findConfirmedSecret(db, owner)) !== null;
}

/**
 * `isTwoFactorOn` of the `users` row of the query it is a column of (sign-in reads it with the
 * account). Qualified by hand: in a one-table select Drizzle leaves column names bare.
 */
export const userTwoFactorOnSql = sql<boolean>`exists (select 1 from ${twoFactorSecrets} s where s.user_id = ${users}.id and s.confirmed_at is not null)`;

async function countRecoveryCodesLeft(db: Db, secretId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.secretId, secretId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function getTwoFactorStatus(db: Db, owner: TwoFactorOwner): Promise<TwoFactorStatus> {
  const row = await findConfirmedSecret(db, owner);
  if (!row?.confirmedAt) return { isEnabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  return {
    isEnabled: true,
    enabledAt: row.confirmedAt.toISOString(),
    recoveryCodesLeft: await countRecoveryCodesLeft(db, row.id),
  };
}

async function mailChange(db: Db, owner: TwoFactorOwner, change: TwoFactorChange, codesLeft?: number) {
  const account = await findOwnerAccount(db, owner);
  await enqueueMail(db, {
    to: account.email,
    template: `two-factor-${change}`,
    mail: twoFactorChangedMail({ fullname: account.fullname, change, codesLeft }),
  });
}

/** A new secret (replacing an unconfirmed one); two-factor stays off until `confirmTwoFactorSetup`. */
export async function startTwoFactorSetup(db: Db, owner: TwoFactorOwner): Promise<TwoFactorSetup> {
  if (await isTwoFactorOn(db, owner)) throw new AppError('TWO_FACTOR_ALREADY_ON');
  const account = await findOwnerAccount(db, owner);
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(and(secretOwnerIs(owner), isNull(twoFactorSecrets.confirmedAt)));
    await tx.insert(twoFactorSecrets).values({ ...ownerColumns(owner), secret: sealTotpSecret(secret) });
  });
  const otpauthUrl = totpUri(secret, account.email);
  return { secret, otpauthUrl, qrCodeDataUrl: await totpQrCodeDataUrl(otpauthUrl) };
}

async function replaceRecoveryCodes(db: Db, secretId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.secretId, secretId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ secretId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * Accepts a TOTP code once: the step is recorded only if it is later than the last one accepted,
 * in one conditional update, so two requests with the same code cannot both pass.
 */
async function consumeTotp(db: Db, row: TwoFactorSecretRow, code: string, now: Date): Promise<boolean> {
  const secret = await readTotpSecret(db, row);
  if (secret === null) return false;
  const step = await matchTotpStep({ secret, code, now, afterStep: row.lastUsedStep });
  if (step === null) return false;
  const [taken] = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.id, row.id),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactorSecrets.id });
  return Boolean(taken);
}

/** Marks a recovery code used, in one conditional update: whoever marks it first wins. */
async function consumeRecoveryCode(db: Db, secretId: string, code: string, now: Date): Promise<boolean> {
  const [taken] = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.secretId, secretId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return Boolean(taken);
}

/** Turns two-factor on with a first code of the new secret; answers the recovery codes, once. */
export async function confirmTwoFactorSetup({
  db,
  owner,
  code,
  now = new Date(),
}: {
  db: Db;
  owner: TwoFactorOwner;
  code: string;
  now?: Date;
}): Promise<RecoveryCodes> {
  return db.transaction(async (tx) => {
    const row = await findSecret(tx, owner);
    if (row?.confirmedAt) throw new AppError('TWO_FACTOR_ALREADY_ON');
    if (!row) throw new AppError('TWO_FACTOR_SETUP_MISSING');
    if (!(await consumeTotp(tx, row, code.trim(), now))) throw new AppError('TWO_FACTOR_CODE_INVALID');
    const [confirmed] = await tx
      .update(twoFactorSecrets)
      .set({ confirmedAt: now })
      .where(and(eq(twoFactorSecrets.id, row.id), isNull(twoFactorSecrets.confirmedAt)))
      .returning({ id: twoFactorSecrets.id });
    if (!confirmed) throw new AppError('TWO_FACTOR_ALREADY_ON');
    const recoveryCodes = await replaceRecoveryCodes(tx, row.id);
    await mailChange(tx, owner, 'enabled');
    return { recoveryCodes };
  });
}

/**
 * Checks a second factor: a TOTP code of the confirmed secret or an unused recovery code, each
 * accepted once even under parallel requests. A used recovery code is mailed to the account.
 */
export async function consumeSecondFactor({
  db,
  owner,
  code,
  now = new Date(),
}: {
  db: Db;
  owner: TwoFactorOwner;
  code: string;
  now?: Date;
}): Promise<'totp' | 'recovery' | null> {
  const row = await findConfirmedSecret(db, owner);
  if (!row) return null;
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) return (await consumeTotp(db, row, typed, now)) ? 'totp' : null;
  if (!(await consumeRecoveryCode(db, row.id, typed, now))) return null;
  await mailChange(db, owner, 'recovery-code-used', await countRecoveryCodesLeft(db, row.id));
  return 'recovery';
}

/** Turning off needs the password (when the account has one) and a current code. */
export async function disableTwoFactor({
  db,
  owner,
  password,
  code,
  now = new Date(),
}: {
  db: Db;
  owner: TwoFactorOwner;
  password: string | undefined;
  code: string;
  now?: Date;
}): Promise<TwoFactorStatus> {
  if (!(await isTwoFactorOn(db, owner))) throw new AppError('TWO_FACTOR_NOT_ON');
  const account = await findOwnerAccount(db, owner);
  if (account.passwordHash && !(await verifyPassword(account.passwordHash, password ?? ''))) {
    throw new AppError('CURRENT_PASSWORD_WRONG');
  }
  return db.transaction(async (tx) => {
    if (!(await consumeSecondFactor({ db: tx, owner, code, now })))
      throw new AppError('TWO_FACTOR_CODE_INVALID');
    await tx
      .delete(twoFactorSecrets)
      .where(and(secretOwnerIs(owner), isNotNull(twoFactorSecrets.confirmedAt)));
    await mailChange(tx, owner, 'disabled');
    return getTwoFactorStatus(tx, owner);
  });
}

/** New recovery codes for a current code; the old ones stop working at once. */
export async function regenerateRecoveryCodes({
  db,
  owner,
  code,
  now = new Date(),
}: {
  db: Db;
  owner: TwoFactorOwner;
  code: string;
  now?: Date;
}): Promise<RecoveryCodes> {
  const row = await findConfirmedSecret(db, owner);
  if (!row) throw new AppError('TWO_FACTOR_NOT_ON');
  return db.transaction(async (tx) => {
    if (!(await consumeSecondFactor({ db: tx, owner, code, now })))
      throw new AppError('TWO_FACTOR_CODE_INVALID');
    const recoveryCodes = await replaceRecoveryCodes(tx, row.id);
    await mailChange(tx, owner, 'recovery-codes-regenerated');
    return { recoveryCodes };
  });
}
