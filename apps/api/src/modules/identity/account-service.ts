import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  EMAIL_CHANGE_LINK_TTL_HOURS,
  EMAIL_VERIFY_CODE_MAX_ATTEMPTS,
  EMAIL_VERIFY_CODE_TTL_MINUTES,
  EMAIL_VERIFY_LINK_TTL_HOURS,
  type EmailVerifyResult,
  type LinkInfo,
  PASSWORD_RESET_LINK_TTL_HOURS,
} from '@talentport/contract';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, sessions, type UserRow, userColumns, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import {
  consumeLinkToken,
  findUsableLinkToken,
  generateVerifyCode,
  hashVerifyCode,
  hours,
  isSameHash,
  issueLinkToken,
  type LinkBuilder,
  revokeLinkTokens,
} from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import {
  confirmNewEmailMail,
  emailAlreadyInUseMail,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
} from '../../platform/mail/templates.js';
import { releaseHeldRewards } from '../rewards/index.js';
import { findUserById } from './auth-service.js';

/** Sends a fresh link and code; earlier ones stop working. Call inside the transaction that needs it. */
export async function sendEmailVerification(db: Db, user: UserRow, links: LinkBuilder) {
  const code = generateVerifyCode();
  const token = await issueLinkToken(db, {
    purpose: 'email-verify',
    email: user.email,
    userId: user.id,
    ttlMs: hours(EMAIL_VERIFY_LINK_TTL_HOURS),
  });
  await db
    .update(users)
    .set({
      emailVerifyCode: hashVerifyCode(user.id, code),
      verifyExpiredAt: new Date(Date.now() + EMAIL_VERIFY_CODE_TTL_MINUTES * 60_000),
      emailVerifyAttempts: 0,
    })
    .where(eq(users.id, user.id));
  await enqueueMail(db, {
    to: user.email,
    template: 'verify-email',
    mail: verifyEmailMail({ fullname: user.fullname, link: links.verifyEmail(token), code }),
  });
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** Resend. Nothing is sent for an unknown or already verified address, and the caller cannot tell. */
export async function resendEmailVerification({
  db,
  links,
  user,
}: {
  db: Db;
  links: LinkBuilder;
  user: UserRow | null;
}) {
  if (!user || user.emailVerify) return;
  await db.transaction((tx) => sendEmailVerification(tx, user, links));
}

export async function findUserForVerification(db: Db, input: { userId?: string; email?: string }) {
  if (input.userId) return findUserById(db, input.userId);
  return input.email ? findUserByEmail(db, input.email) : null;
}

const verifiedFields = {
  emailVerify: true,
  emailVerifyCode: null,
  verifyExpiredAt: null,
  emailVerifyAttempts: 0,
} as const;

/** Completes a verification or a change of email from the mailed link. */
export async function verifyEmailWithLink({
  db,
  token,
}: {
  db: Db;
  token: string;
}): Promise<EmailVerifyResult> {
  const row = await findUsableLinkToken(db, token, ['email-verify', 'email-change']);
  if (!row.userId) throw new AppError('LINK_INVALID');
  const userId = row.userId;
  try {
    return await db.transaction(async (tx) => {
      await consumeLinkToken(tx, row);
      const user = await findUserById(tx, userId);
      if (row.purpose === 'email-verify') {
        // The address changed since this link was sent: it proves nothing about the new one.
        if (user.email !== row.email) throw new AppError('LINK_INVALID');
        await tx
          .update(users)
          .set({ ...verifiedFields, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await revokeLinkTokens(tx, userId, 'email-verify');
        await releaseHeldRewards(tx, userId);
        return { email: user.email, emailVerify: true as const };
      }
      await tx
        .update(users)
        .set({ ...verifiedFields, email: row.email, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await revokeLinkTokens(tx, userId, 'email-verify');
      await releaseHeldRewards(tx, userId);
      await revokeLinkTokens(tx, userId, 'password-reset');
      await enqueueMail(tx, {
        to: user.email,
        template: 'email-changed',
        mail: emailChangedMail({ fullname: user.fullname, newEmail: row.email }),
      });
      return { email: row.email, emailVerify: true as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/** Completes verification with the 6-digit code. Wrong codes are counted; the fifth ends the code. */
export async function verifyEmailWithCode({
  db,
  userId,
  code,
}: {
  db: Db;
  userId: string;
  code: string;
}): Promise<EmailVerifyResult> {
  const user = await findUserById(db, userId);
  if (user.emailVerify) return { email: user.email, emailVerify: true };
  if (!user.emailVerifyCode || !user.verifyExpiredAt || user.verifyExpiredAt.getTime() <= Date.now()) {
    throw new AppError('CODE_EXPIRED');
  }
  // Count the attempt before comparing, atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(users)
    .set({ emailVerifyAttempts: sql`${users.emailVerifyAttempts} + 1` })
    .where(and(eq(users.id, userId), lt(users.emailVerifyAttempts, EMAIL_VERIFY_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: users.emailVerifyAttempts });
  if (!counted) throw new AppError('CODE_EXPIRED', 'Too many wrong codes. Please ask for a new one.');
  if (!isSameHash(user.emailVerifyCode, hashVerifyCode(userId, code))) {
    const left = EMAIL_VERIFY_CODE_MAX_ATTEMPTS - counted.attempts;
    throw new AppError(
      'CODE_INVALID',
      left > 0
        ? `That code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
        : 'That code is not correct. Please ask for a new one.',
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...verifiedFields, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await revokeLinkTokens(tx, userId, 'email-verify');
    await releaseHeldRewards(tx, userId);
  });
  return { email: user.email, emailVerify: true };
}

export async function findCompany(db: Db, companyId: string | null) {
  if (!companyId) return null;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return company ?? null;
}

/** Who and what a mailed link is about, so the screen can say it before the person acts. */
export async function describeLinkToken({ db, token }: { db: Db; token: string }): Promise<LinkInfo> {
  const row = await findUsableLinkToken(db, token, [
    'email-verify',
    'email-change',
    'password-reset',
    'team-invite',
  ]);
  const base = { purpose: row.purpose, email: row.email, expiresAt: row.expiresAt.toISOString() };
  if (row.purpose === 'team-invite') {
    const company = await findCompany(db, row.companyId);
    if (!company) throw new AppError('LINK_INVALID');
    const [owner] = company.ownerUserId
      ? await db.select(userColumns).from(users).where(eq(users.id, company.ownerUserId)).limit(1)
      : [];
    return {
      ...base,
      fullName: owner?.fullname ?? '',
      code: company.code,
      role: row.role,
      companyName: company.name || owner?.companyName || null,
    };
  }
  if (!row.userId) throw new AppError('LINK_INVALID');
  const user = await findUserById(db, row.userId);
  const company = await findCompany(db, user.companyId);
  return {
    ...base,
    fullName: user.fullname,
    code: user.code,
    role: user.userRole ?? null,
    companyName: company?.name || null,
  };
}

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset({
  db,
  links,
  email,
}: {
  db: Db;
  links: LinkBuilder;
  email: string;
}) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, {
      purpose: 'password-reset',
      email: user.email,
      userId: user.id,
      ttlMs: hours(PASSWORD_RESET_LINK_TTL_HOURS),
    });
    await enqueueMail(tx, {
      to: user.email,
      template: 'password-reset',
      mail: passwordResetMail({ fullname: user.fullname, link: links.resetPassword(token) }),
    });
  });
}

/** Ends the user's sessions (all, or all but one) and returns their ids. */
async function revokeSessions(db: Db, userId: string, keepSessionId?: string): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.map((session) => session.id);
}

async function notifyPasswordChanged(db: Db, user: UserRow, links: LinkBuilder) {
  await enqueueMail(db, {
    to: user.email,
    template: 'password-changed',
    mail: passwordChangedMail({ fullname: user.fullname, resetLink: links.forgotPassword() }),
  });
}

/** Sets a new password from a reset link: every session ends, and the owner is told by mail. */
export async function resetPasswordWithLink({
  db,
  links,
  events,
  token,
  password,
}: {
  db: Db;
  links: LinkBuilder;
  events: DomainEventBus;
  token: string;
  password: string;
}) {
  const row = await findUsableLinkToken(db, token, ['password-reset']);
  if (!row.userId) throw new AppError('LINK_INVALID');
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
  const passwordHash = await hashPassword(password);
  const userId = row.userId;
  const sessionIds = await db.transaction(async (tx) => {
    await consumeLinkToken(tx, row);
    const user = await findUserById(tx, userId);
    if (user.email !== row.email) throw new AppError('LINK_INVALID');
    await tx
      .update(users)
      .set({
        passwordPrevious: user.passwordHash,
        passwordHash,
        // Opening the mailed link proves the address, as verification would.
        ...(user.emailVerify ? {} : verifiedFields),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const revoked = await revokeSessions(tx, userId);
    await revokeLinkTokens(tx, userId, 'password-reset');
    await notifyPasswordChanged(tx, user, links);
    return revoked;
  });
  events.emit({ name: 'sessions.revoked', payload: { sessionIds } });
  return { changed: true as const };
}

async function isPasswordReused(user: UserRow, password: string): Promise<boolean> {
  const hashes = [user.passwordHash, user.passwordPrevious].filter((hash): hash is string => Boolean(hash));
  for (const hash of hashes) if (await verifyPassword(hash, password)) return true;
  return false;
}

/** Changes the password of a logged-in user. The previous hash is kept to refuse its reuse. */
export async function changePassword({
  db,
  links,
  events,
  actor,
  input,
}: {
  db: Db;
  links: LinkBuilder;
  events: DomainEventBus;
  actor: Actor;
  input: ChangePasswordInput;
}) {
  const user = await findUserById(db, actor.userId);
  if (!user.passwordHash) throw new AppError('NO_PASSWORD_SET');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_WRONG');
  }
  if (await isPasswordReused(user, input.newPassword)) throw new AppError('PASSWORD_REUSED');
  if (isCommonPassword(input.newPassword)) throw new AppError('PASSWORD_TOO_COMMON');
  const passwordHash = await hashPassword(input.newPassword);
  const sessionIds = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordPrevious: user.passwordHash, passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    const revoked = await revokeSessions(tx, user.id, actor.sessionId);
    await revokeLinkTokens(tx, user.id, 'password-reset');
    await notifyPasswordChanged(tx, user, links);
    return revoked;
  });
  events.emit({ name: 'sessions.revoked', payload: { sessionIds } });
  return { changed: true as const };
}

/** Starts a change of email: the new address gets a link, the current one a notice. */
export async function requestEmailChange({
  db,
  links,
  actor,
  input,
}: {
  db: Db;
  links: LinkBuilder;
  actor: Actor;
  input: ChangeEmailInput;
}) {
  const user = await findUserById(db, actor.userId);
  if (input.newEmail === user.email) throw new AppError('EMAIL_UNCHANGED');
  if (!user.passwordHash) throw new AppError('NO_PASSWORD_SET');
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('CURRENT_PASSWORD_WRONG', 'The password is not correct.');
  }
  // An address that already has an account is answered as any other (decision 116): its owner is
  // told by mail instead of getting a link, and the caller's own address gets the usual notice.
  const holder = await findUserByEmail(db, input.newEmail);
  await db.transaction(async (tx) => {
    if (holder) {
      await enqueueMail(tx, {
        to: holder.email,
        template: 'email-already-in-use',
        mail: emailAlreadyInUseMail({
          fullname: holder.fullname,
          forgotPasswordLink: links.forgotPassword(),
        }),
      });
      await enqueueMail(tx, {
        to: user.email,
        template: 'email-change-requested',
        mail: emailChangeRequestedMail({ fullname: user.fullname, newEmail: input.newEmail }),
      });
      return;
    }
    const token = await issueLinkToken(tx, {
      purpose: 'email-change',
      email: input.newEmail,
      userId: user.id,
      ttlMs: hours(EMAIL_CHANGE_LINK_TTL_HOURS),
    });
    await enqueueMail(tx, {
      to: input.newEmail,
      template: 'confirm-new-email',
      mail: confirmNewEmailMail({
        fullname: user.fullname,
        link: links.verifyEmail(token),
        newEmail: input.newEmail,
      }),
    });
    await enqueueMail(tx, {
      to: user.email,
      template: 'email-change-requested',
      mail: emailChangeRequestedMail({ fullname: user.fullname, newEmail: input.newEmail }),
    });
  });
  return { pendingEmail: input.newEmail };
}

export async function isCompanyOwner(db: Db, userId: string): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerUserId, userId))
    .limit(1);
  return Boolean(company);
}
