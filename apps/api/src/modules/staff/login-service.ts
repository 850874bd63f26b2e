import type {
  StaffLoginInput,
  StaffLoginResult,
  StaffLoginStep,
  StaffSetupConfirmResult,
} from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffAccounts, staffSessions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import {
  createPendingLogin,
  decoyPendingToken,
  findPendingLogin,
  isTwoFactorOn,
  redeemPendingLogin,
  redeemSetupLogin,
  startTwoFactorSetup,
} from '../two-factor/index.js';
import { presentStaff, STAFF_SESSION_TTL_MS } from './service.js';

/**
 * Staff log-in, first step (decision 104): every staff account needs two-factor sign-in, so this
 * always answers a second step. A right password on an account without it yet answers `setup`;
 * anything else answers `code`: a wrong password, an unknown email or a disabled account get a
 * decoy the second step never accepts, at the same cost as a real check.
 */
export async function startStaffLogin({
  db,
  input,
}: {
  db: Db;
  input: StaffLoginInput;
}): Promise<StaffLoginStep> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, input.email)).limit(1);
  if (!row || row.disabledAt) {
    await burnPasswordCheck(input.password);
    return { step: 'code', pendingToken: decoyPendingToken() };
  }
  const owner = { kind: 'staff' as const, id: row.id };
  const isPasswordOk = await verifyPassword(row.passwordHash, input.password);
  if (isPasswordOk && !(await isTwoFactorOn(db, owner))) {
    return {
      step: 'setup',
      pendingToken: await createPendingLogin({ db, owner, purpose: 'setup', isPasswordOk }),
    };
  }
  return {
    step: 'code',
    pendingToken: await createPendingLogin({ db, owner, purpose: 'code', isPasswordOk }),
  };
}

async function openStaffSession(db: Db, staffId: string): Promise<StaffLoginResult> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).limit(1);
  if (!row || row.disabledAt) throw new AppError('TWO_FACTOR_LOGIN_FAILED');
  const token = generateToken();
  await db.insert(staffSessions).values({
    staffId: row.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + STAFF_SESSION_TTL_MS),
  });
  return { token, staff: presentStaff(row) };
}

/** Second step: a code or recovery code opens a staff session. */
export async function finishStaffLogin({
  db,
  pendingToken,
  code,
}: {
  db: Db;
  pendingToken: string;
  code: string;
}) {
  const owner = await redeemPendingLogin({ db, kind: 'staff', pendingToken, code });
  return openStaffSession(db, owner.id);
}

/** First sign-in: the new secret and its QR code, for the holder of a `setup` pending log-in only. */
export async function startStaffTwoFactorSetup({ db, pendingToken }: { db: Db; pendingToken: string }) {
  const pending = await findPendingLogin(db, pendingToken);
  if (!pending?.staffId || pending.purpose !== 'setup' || !pending.isPasswordOk) {
    throw new AppError('TWO_FACTOR_LOGIN_FAILED', 'This sign-in has expired. Please log in again.');
  }
  return startTwoFactorSetup(db, { kind: 'staff', id: pending.staffId });
}

/** First sign-in: a first code turns two-factor on, answers the recovery codes once and opens the session. */
export async function confirmStaffTwoFactorSetup({
  db,
  pendingToken,
  code,
}: {
  db: Db;
  pendingToken: string;
  code: string;
}): Promise<StaffSetupConfirmResult> {
  const { owner, recoveryCodes } = await redeemSetupLogin({ db, pendingToken, code });
  return { ...(await openStaffSession(db, owner.id)), recoveryCodes };
}
