import type { LoginInput, LoginResult } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import { createPendingLogin, isTwoFactorOn, redeemPendingLogin } from '../two-factor/index.js';
import { authResult, createSession, findUserById, type SessionContext } from './auth-service.js';

/**
 * Signs a person in whose first factor (password or social login) was proved: a session, or,
 * when two-factor sign-in is on, the second step's pending token (decision 104).
 */
export async function beginSession({
  db,
  user,
  context,
}: {
  db: Db;
  user: Pick<UserRow, 'id' | 'userRole' | 'isOnboard'>;
  context: SessionContext;
}): Promise<LoginResult> {
  const owner = { kind: 'user' as const, id: user.id };
  if (await isTwoFactorOn(db, owner)) {
    const pendingToken = await createPendingLogin({ db, owner, purpose: 'code', isPasswordOk: true });
    return { twoFactorRequired: true, pendingToken };
  }
  return authResult(user, await createSession({ db, userId: user.id, context }));
}

/**
 * The password step. Unknown email and wrong password cost the same and answer the same
 * (INVALID_CREDENTIALS); when the account has two-factor on, a wrong password gets a pending token
 * too, a decoy the second step never accepts, so this step does not tell which factor failed.
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
  // Only what signing in needs: a users row is wide (profile, portfolio, settings).
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      userRole: users.userRole,
      isOnboard: users.isOnboard,
    })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  const isPasswordOk = await verifyPassword(user.passwordHash, input.password);
  const owner = { kind: 'user' as const, id: user.id };
  if (!isPasswordOk && (await isTwoFactorOn(db, owner))) {
    const pendingToken = await createPendingLogin({ db, owner, purpose: 'code', isPasswordOk: false });
    return { twoFactorRequired: true, pendingToken };
  }
  if (!isPasswordOk) throw new AppError('INVALID_CREDENTIALS');
  return beginSession({ db, user, context });
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
