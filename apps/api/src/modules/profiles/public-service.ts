import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { isDeletionPendingSql, talentViewerOf } from '../../platform/people.js';
import { canSeeProfileResume, canSeeTalent, isAllowed } from '../../policies/index.js';
import { isHighlightedSql } from '../highlights/index.js';

/** Erased accounts (decision 111) have no profile: their row stays only for what others rely on. */
const isPublic = and(eq(users.isOnboard, true), isNotNull(users.userRole), isNull(users.erasedAt));

function isSeenBy(actor: Actor | null, user: typeof users.$inferSelect, deletionPending: boolean): boolean {
  return isAllowed(
    canSeeTalent(talentViewerOf(actor), {
      userId: user.id,
      userRole: user.userRole,
      profileVisibility: user.profileVisibility,
      deletionPending,
    }),
  );
}

/**
 * Onboarded users with these codes, in the order asked; unknown codes and freelancers the caller
 * may not see (decision 100) are left out.
 */
export async function listUsersByCodes({
  db,
  actor,
  codes,
}: {
  db: Db;
  actor: Actor | null;
  codes: string[];
}) {
  const unique = [...new Set(codes)];
  const rows = await db
    .select({
      user: users,
      company: companies,
      isHighlighted: isHighlightedSql(users.id),
      deletionPending: isDeletionPendingSql,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(inArray(users.code, unique), isPublic));
  const byCode = new Map(rows.map((row) => [row.user.code, row]));
  return unique.flatMap((code) => {
    const row = byCode.get(code);
    return row && isSeenBy(actor, row.user, row.deletionPending) ? [row] : [];
  });
}

/**
 * A public profile by code. Resumes are for the owner and for logged-in employers and agencies,
 * who look for people to hire; guests and other freelancers see only that one exists.
 */
export async function getPublicProfile({ db, actor, code }: { db: Db; actor: Actor | null; code: string }) {
  const [row] = await db
    .select({
      user: users,
      company: companies,
      isHighlighted: isHighlightedSql(users.id),
      deletionPending: isDeletionPendingSql,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.code, code), isPublic))
    .limit(1);
  // A profile the caller may not see (decision 100) answers as if it did not exist.
  if (!row || !isSeenBy(actor, row.user, row.deletionPending)) {
    throw new AppError('NOT_FOUND', 'There is no public profile with this code.');
  }
  // The same rule as the resume download (policies/files.ts); the profile is public here.
  const viewer = actor ? { userId: actor.userId, userRole: actor.userRole, companyId: null } : null;
  const canSeeResume = canSeeProfileResume(viewer, { userId: row.user.id, isPublic: true });
  return { ...row, canSeeResume };
}
