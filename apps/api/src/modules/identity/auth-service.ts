import type { CheckExistedByInput, LoginInput, RegisterInput, UserRole } from '@talentport/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, sessions, type UserRow, userColumns, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { generatePublicCode, generateToken, hashToken } from '../../lib/tokens.js';
import { cancelDeletionOnSignIn } from '../account-deletion/index.js';

export type SessionContext = { userAgent: string; ip: string; ttlMs: number };

export async function createSession({
  db,
  userId,
  context,
  isDeletionCancellable = true,
}: {
  db: Db;
  userId: string;
  context: SessionContext;
  /** False when the caller has just read that no deletion is waiting (`deletionCancellableSql`). */
  isDeletionCancellable?: boolean;
}) {
  const token = generateToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + context.ttlMs),
    userAgent: context.userAgent.slice(0, 500),
    ip: context.ip,
  });
  // Every sign-in (password, social login, two-factor step) comes here: during the cooling-off it
  // cancels a pending deletion of the account (decision 111).
  if (isDeletionCancellable) await cancelDeletionOnSignIn(db, userId);
  return token;
}

/** Ends one session (logout); its live sockets are closed through the `sessions.revoked` event. */
export async function revokeSession({
  db,
  events,
  sessionId,
}: {
  db: Db;
  events: DomainEventBus;
  sessionId: string;
}) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  events.emit({ name: 'sessions.revoked', payload: { sessionIds: [sessionId] } });
}

export function authResult(user: Pick<UserRow, 'userRole' | 'isOnboard'>, token: string) {
  return { token, userRole: user.userRole ?? null, isOnboard: user.isOnboard };
}

export async function registerUser({
  db,
  input,
  context,
  onCreated,
}: {
  db: Db;
  input: RegisterInput;
  context: SessionContext;
  /** Runs in the same transaction, e.g. to queue the verification mail. */
  onCreated: (tx: Db, user: UserRow) => Promise<void>;
}) {
  if (isCommonPassword(input.password)) throw new AppError('PASSWORD_TOO_COMMON');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ code: generatePublicCode(), fullname: input.fullname, email: input.email, passwordHash })
        .returning(userColumns);
      if (!user) throw new Error('insert returned no user');
      await onCreated(tx, user);
      const token = await createSession({ db: tx, userId: user.id, context });
      return authResult(user, token);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/** Checks credentials; unknown email and wrong password cost the same and answer the same. */
export async function verifyCredentials({
  db,
  input,
}: {
  db: Db;
  input: LoginInput;
}): Promise<UserRow | null> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.email, input.email)).limit(1);
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, input.password)) ? user : null;
}

export async function checkExistedBy({ db, input }: { db: Db; input: CheckExistedByInput }) {
  const condition = input.email
    ? eq(users.email, input.email)
    : and(
        eq(users.phone, (input.phone ?? '').replace(/[ -]/g, '')),
        eq(users.phoneCode, input.phoneCode ?? '65'),
      );
  const [row] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return { existed: Boolean(row) };
}

export async function findUserById(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** Sets the account type once. Employers and agencies get their company record at the same time. */
export async function fillUserRole({ db, userId, userRole }: { db: Db; userId: string; userRole: UserRole }) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ userRole, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.userRole)))
      .returning(userColumns);
    if (!user) throw new AppError('ROLE_ALREADY_SET');
    if (userRole === 'freelancer') return user;
    const [company] = await tx
      .insert(companies)
      .values({ code: generatePublicCode(), role: userRole, ownerUserId: user.id, phoneCode: user.phoneCode })
      .returning({ id: companies.id });
    const [withCompany] = await tx
      .update(users)
      .set({ companyId: company?.id, companyRole: 'owner' })
      .where(eq(users.id, user.id))
      .returning(userColumns);
    return withCompany ?? user;
  });
}
