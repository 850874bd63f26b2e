import {
  ACCOUNT_DELETION_COOLING_OFF_DAYS,
  type AccountDeletionInput,
  type AccountDeletionStatus,
  type PendingAccountDeletion,
  paths,
} from '@talentport/contract';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type AccountDeletionRequestRow,
  accountDeletionRequests,
  companies,
  opportunities,
  userColumns,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import type { LinkBuilder } from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { consumeSecondFactor, isTwoFactorOn } from '../two-factor/index.js';
import { deletionCancelledMail, deletionRequestedMail } from './mails.js';

const isOpen = and(isNull(accountDeletionRequests.cancelledAt), isNull(accountDeletionRequests.erasedAt));

export function presentPending(row: AccountDeletionRequestRow): PendingAccountDeletion {
  return { requestedAt: row.requestedAt.toISOString(), dueAt: row.dueAt.toISOString() };
}

async function findOpenRequest(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.userId, userId), isOpen))
    .limit(1);
  return row ?? null;
}

async function findAccount(db: Db, userId: string) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.erasedAt) throw new AppError('UNAUTHORIZED');
  return user;
}

/**
 * The owner of a company that others still rely on (other members, listings open or paused) must
 * hand it over or close it first (decision 111). A company its owner is alone in closes with the
 * erasure.
 */
export async function isBlockedAsCompanyOwner(db: Db, userId: string): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerUserId, userId))
    .limit(1);
  if (!company) return false;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, company.id), ne(users.id, userId), isNull(users.erasedAt)))
    .limit(1);
  if (member) return true;
  const [listing] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.companyId, company.id), inArray(opportunities.status, ['open', 'paused'])))
    .limit(1);
  return Boolean(listing);
}

export async function getDeletionStatus(db: Db, actor: Actor): Promise<AccountDeletionStatus> {
  const user = await findAccount(db, actor.userId);
  const pending = await findOpenRequest(db, actor.userId);
  return {
    pending: pending ? presentPending(pending) : null,
    needsPassword: Boolean(user.passwordHash),
    needsCode: await isTwoFactorOn(db, { kind: 'user', id: user.id }),
    blockedBy: (await isBlockedAsCompanyOwner(db, user.id)) ? 'company-owner' : null,
  };
}

/**
 * Asks for the erasure in 14 days. Needs the password and, when two-factor sign-in is on, a current
 * code or recovery code; an account without a password and without two-factor has nothing the
 * person alone can prove here, so it sets a password by mail first (NO_PASSWORD_SET, decision 111).
 */
export async function requestDeletion({
  db,
  links,
  actor,
  input,
}: {
  db: Db;
  links: LinkBuilder;
  actor: Actor;
  input: AccountDeletionInput;
}): Promise<PendingAccountDeletion> {
  const user = await findAccount(db, actor.userId);
  const owner = { kind: 'user' as const, id: user.id };
  const needsCode = await isTwoFactorOn(db, owner);
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) {
      throw new AppError('CURRENT_PASSWORD_WRONG');
    }
  } else if (!needsCode) {
    throw new AppError('NO_PASSWORD_SET');
  }
  if (await findOpenRequest(db, user.id)) throw new AppError('DELETION_ALREADY_PENDING');
  if (await isBlockedAsCompanyOwner(db, user.id)) throw new AppError('DELETION_COMPANY_OWNER');
  try {
    return await db.transaction(async (tx) => {
      if (needsCode) {
        if (!input.code) {
          throw new AppError(
            'TWO_FACTOR_CODE_INVALID',
            'Enter the 6-digit code from your app, or a recovery code.',
          );
        }
        if (!(await consumeSecondFactor({ db: tx, owner, code: input.code }))) {
          throw new AppError('TWO_FACTOR_CODE_INVALID');
        }
      }
      // Due by the database clock, the one the erasure job compares with.
      const [row] = await tx
        .insert(accountDeletionRequests)
        .values({
          userId: user.id,
          requestedAt: sql`now()`,
          dueAt: sql`now() + ${ACCOUNT_DELETION_COOLING_OFF_DAYS} * interval '1 day'`,
        })
        .returning();
      if (!row) throw new Error('insert returned no deletion request');
      await enqueueMail(tx, {
        to: user.email,
        template: 'account-deletion-requested',
        mail: deletionRequestedMail({
          fullname: user.fullname,
          dueAt: row.dueAt,
          loginLink: links.page(paths.login.getHref()),
        }),
      });
      return presentPending(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'account_deletion_requests_open_key')) {
      throw new AppError('DELETION_ALREADY_PENDING');
    }
    throw error;
  }
}

async function cancelOpenRequest(db: Db, userId: string, bySignIn: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(accountDeletionRequests)
      .set({ cancelledAt: sql`now()` })
      // Once the erasure has begun (a step is done) it is no longer cancelled.
      .where(
        and(
          eq(accountDeletionRequests.userId, userId),
          isOpen,
          sql`cardinality(${accountDeletionRequests.stepsDone}) = 0`,
        ),
      )
      .returning({ id: accountDeletionRequests.id });
    if (cancelled.length === 0) return false;
    const [user] = await tx
      .select({ email: users.email, fullname: users.fullname })
      .from(users)
      .where(eq(users.id, userId));
    if (user) {
      await enqueueMail(tx, {
        to: user.email,
        template: 'account-deletion-cancelled',
        mail: deletionCancelledMail({ fullname: user.fullname, bySignIn }),
      });
    }
    return true;
  });
}

export async function cancelDeletion(db: Db, actor: Actor) {
  if (!(await cancelOpenRequest(db, actor.userId, false))) throw new AppError('DELETION_NOT_PENDING');
  return { cancelled: true as const };
}

/**
 * Whether signing in would cancel something (a request open and not begun) for the `users` row of
 * the query it is a column of: sign-in reads it with the account and skips `cancelDeletionOnSignIn`
 * when it is false. Qualified by hand: in a one-table select Drizzle leaves column names bare.
 */
export const deletionCancellableSql = sql<boolean>`exists (select 1 from ${accountDeletionRequests} d where d.user_id = ${users}.id and d.cancelled_at is null and d.erased_at is null and cardinality(d.steps_done) = 0)`;

/**
 * Called wherever a session is made (identity's `createSession`): signing in during the cooling-off
 * cancels the deletion and says so by mail. A request already being erased is not cancelled: its
 * steps have begun and the account can no longer sign in anyway.
 */
export async function cancelDeletionOnSignIn(db: Db, userId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: accountDeletionRequests.id, stepsDone: accountDeletionRequests.stepsDone })
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.userId, userId), isOpen))
    .limit(1);
  if (!open || open.stepsDone.length > 0) return false;
  return cancelOpenRequest(db, userId, true);
}
