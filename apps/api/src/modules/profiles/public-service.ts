import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { canSeeProfileResume } from '../../policies/index.js';
import { isHighlightedSql } from '../highlights/index.js';

const isPublic = and(eq(users.isOnboard, true), isNotNull(users.userRole));

/** Onboarded users with these codes, in the order asked; unknown codes are left out. */
export async function listUsersByCodes({ db, codes }: { db: Db; codes: string[] }) {
  const unique = [...new Set(codes)];
  const rows = await db
    .select({ user: users, company: companies, isHighlighted: isHighlightedSql(users.id) })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(inArray(users.code, unique), isPublic));
  const byCode = new Map(rows.map((row) => [row.user.code, row]));
  return unique.flatMap((code) => {
    const row = byCode.get(code);
    return row ? [row] : [];
  });
}

/**
 * A public profile by code. Resumes are for the owner and for logged-in employers and agencies,
 * who look for people to hire; guests and other freelancers see only that one exists.
 */
export async function getPublicProfile({ db, actor, code }: { db: Db; actor: Actor | null; code: string }) {
  const [row] = await db
    .select({ user: users, company: companies, isHighlighted: isHighlightedSql(users.id) })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.code, code), isPublic))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'There is no public profile with this code.');
  // The same rule as the resume download (policies/files.ts); the profile is public here.
  const viewer = actor ? { userId: actor.userId, userRole: actor.userRole, companyId: null } : null;
  const canSeeResume = canSeeProfileResume(viewer, { userId: row.user.id, isPublic: true });
  return { ...row, canSeeResume };
}
