import type { LoginInput, LoginResult } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import { deletionCancellableSql } from '../account-deletion/index.js';
import {
  createPendingLogin,
  isTwoFactorOn,
  redeemPendingLogin,
  userTwoFactorOnSql,
} from '../two-factor/index.js';
import { authResult, createSession, findUserById, type SessionContext } from './auth-service.js';

/**
 * Signs a person in whose first factor (password or social login) was proved: a session, or,
 * when two-factor sign-in is on, the second step's pending token (decision 104).
 */
export async function beginSession({
  db,
  user,
  context,
  known,
}: {
  db: Db;
  user: Pick<UserRow, 'id' | 'userRole' | 'isOnboard'>;
  context: SessionContext;
  /** What the caller read with the account (`signInFacts`), so it is not asked again. */
  known?: SignInFacts;
}): Promise<LoginResult> {
  const owner = { kind: 'user' as const, id: user.id };
  if (known ? known.isTwoFactorOn : await isTwoFactorOn(db, owner)) {
    const pendingToken = await createPendingLogin({ db, owner, purpose: 'code', isPasswordOk: true });
    return { twoFactorRequired: true, pendingToken };
  }
  const isDeletionCancellable = known?.isDeletionCancellable ?? true;
  return authResult(user, await createSession({ db, userId: user.id, context, isDeletionCancellable }));
}

/** Read with the account in sign-in's one query: is a second factor due, would signing in cancel a deletion. */
const signInFacts = {
  isTwoFactorOn: userTwoFactorOnSql,
  isDeletionCancellable: deletionCancellableSql,
};
type SignInFacts = { isTwoFactorOn: boolean; isDeletionCancellable: boolean };

/**
 * The password step. An unknown email, a wrong password and a wrong password on an account with
 * two-factor sign-in on cost the same and answer the same (401 INVALID_CREDENTIALS): the answer
 * never tells whether an address has an account, nor whether it has a second factor (decision 116).
 * Only the right password reaches the second step.
 */
export async function logInWithPassword({
  db,
  input,
  context,
}: {
  db: Db;
  input: LoginInput;
  context: SessionContext;
}): Promise<LoginResult> {
  // Only what signing in needs (a users row is wide: profile, portfolio, settings), in one round trip.
  const [found] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      userRole: users.userRole,
      isOnboard: users.isOnboard,
      ...signInFacts,
    })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (!found?.passwordHash) {
    await burnPasswordCheck(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  const { passwordHash, isTwoFactorOn: hasSecondFactor, isDeletionCancellable, ...user } = found;
  const isPasswordOk = await verifyPassword(passwordHash, input.password);
  if (!isPasswordOk) throw new AppError('INVALID_CREDENTIALS');
  return beginSession({
    db,
    user,
    context,
    known: { isTwoFactorOn: hasSecondFactor, isDeletionCancellable },
  });
}

/** The second step: a code or recovery code redeems the pending token for a session. */
export async function finishTwoFactorLogin({
  db,
  pendingToken,
  code,
  context,
}: {
  db: Db;
  pendingToken: string;
  code: string;
  context: SessionContext;
}) {
  const owner = await redeemPendingLogin({ db, kind: 'user', pendingToken, code });
  const user = await findUserById(db, owner.id);
  return authResult(user, await createSession({ db, userId: user.id, context }));
}
