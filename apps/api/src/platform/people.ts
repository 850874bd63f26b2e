import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountDeletionRequests, users } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { canSeeTalent, isAllowed, type TalentViewer } from '../policies/index.js';
import type { Actor } from './actor.js';

/** The viewer the visibility rule (decision 100) reads for a signed-in person or a guest (null). */
export function talentViewerOf(actor: Actor | null): TalentViewer {
  return actor ? { userId: actor.userId, userRole: actor.userRole } : null;
}

/** What callers read of a person found by code; never their email, phone or other private fields. */
export type FoundPerson = {
  id: string;
  code: string;
  fullname: string;
  userRole: 'freelancer' | 'employer' | 'agency' | null;
  isOnboard: boolean;
  emailVerify: boolean;
  profileVisibility: 'public' | 'members' | 'hidden';
  deletionPending: boolean;
};

export const NO_SUCH_PERSON_SENTENCE = 'There is no one with this code.';

/**
 * The one way a caller-facing operation resolves a person from their public code (decision 116).
 * The visibility rule (`canSeeTalent`) is applied here, so "hidden from you" and "does not exist"
 * give the same 404 with the same sentence: an answer never tells that a hidden person exists.
 * `isKnownTo` lets an operation keep working between people who already share something (an
 * existing conversation, a block the viewer made): it is asked only when the rule refuses, and it
 * must only be true for relationships the viewer already holds.
 */
export async function findVisiblePerson(
  db: Db,
  viewer: TalentViewer,
  code: string,
  options: { notFound?: string; isKnownTo?: (person: FoundPerson) => Promise<boolean> } = {},
): Promise<FoundPerson> {
  const notFound = () => new AppError('NOT_FOUND', options.notFound ?? NO_SUCH_PERSON_SENTENCE);
  const [row] = await db
    .select({
      id: users.id,
      code: users.code,
      fullname: users.fullname,
      userRole: users.userRole,
      isOnboard: users.isOnboard,
      emailVerify: users.emailVerify,
      profileVisibility: users.profileVisibility,
      deletionPending: isDeletionPendingSql,
    })
    .from(users)
    .where(and(eq(users.code, code), isNull(users.erasedAt)))
    .limit(1);
  if (!row) throw notFound();
  const verdict = canSeeTalent(viewer, {
    userId: row.id,
    userRole: row.userRole,
    profileVisibility: row.profileVisibility,
    deletionPending: row.deletionPending,
  });
  if (isAllowed(verdict)) return row;
  if (options.isKnownTo && (await options.isKnownTo(row))) return row;
  throw notFound();
}

/** True for a users row whose owner asked to delete the account and has not cancelled (decision 111). */
// "users"."id" is spelled out: in a one-table select Drizzle writes a column without its table, and
// inside this subquery a bare "id" would be the deletion request's own id.
export const isDeletionPendingSql: SQL<boolean> = sql<boolean>`exists (select 1 from ${accountDeletionRequests} pending where pending.user_id = "users"."id" and pending.cancelled_at is null and pending.erased_at is null)`;
