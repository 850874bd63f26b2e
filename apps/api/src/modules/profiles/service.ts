import type { ProfileUpdateInput } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CompanyRow, companies, type UserRow, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export async function getProfile({ db, userId }: { db: Db; userId: string }) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED');
  return { user: row.user, company: row.company };
}

async function findReferrer(db: Db, email: string, userId: string): Promise<UserRow['id']> {
  const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!referrer || referrer.id === userId) throw new AppError('INVALID_REFERRER_EMAIL');
  return referrer.id;
}

/**
 * The onboarding submit and later profile edits. A referrer email must name another existing
 * account, or nothing is saved. A valid submit by an account with a role completes onboarding.
 */
export async function updateProfile({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: ProfileUpdateInput;
}): Promise<{ user: UserRow; company: CompanyRow | null }> {
  const { referrerEmail, phone, ...fields } = input;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!current) throw new AppError('UNAUTHORIZED');
    // The referrer is checked on every submit that names one, but only the first one counts.
    const referrerId = referrerEmail ? await findReferrer(tx, referrerEmail, userId) : undefined;
    const referredByUserId = current.referredByUserId ?? referrerId;
    const [user] = await tx
      .update(users)
      .set({
        ...fields,
        ...(phone !== undefined ? { phone: phone.replace(/[ -]/g, '') } : {}),
        ...(referredByUserId ? { referredByUserId } : {}),
        isOnboard: current.isOnboard || current.userRole !== null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError('UNAUTHORIZED');
    const company = user.companyId
      ? ((await tx.select().from(companies).where(eq(companies.id, user.companyId)).limit(1))[0] ?? null)
      : null;
    return { user, company };
  });
}
