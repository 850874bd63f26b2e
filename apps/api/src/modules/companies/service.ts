import type { CompanyUpdateCall } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CompanyRow, companies, userColumns, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { requireCompanyRight } from '../../platform/company-membership.js';
import { assertRequiredFields, mirroredCompanyFields, toCompanyColumns } from '../profiles/index.js';
import { lockUserRow } from './membership.js';

/**
 * Updates the caller's own company (owner and admins: policies/company.ts). A `code` naming any other company is NOT_FOUND, so nobody
 * learns which codes exist. Once onboarded, the role's required company fields must stay filled
 * (only those: the owner's own fields are theirs to fill, decision 112).
 */
export async function updateOwnCompany({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: CompanyUpdateCall;
}): Promise<CompanyRow> {
  const { code, ...fields } = input;
  await requireCompanyRight(db, actor, 'editCompanyPage');
  return db.transaction(async (tx) => {
    const caller = await lockUserRow(tx, actor.userId);
    if (!caller?.companyId) throw new AppError('NOT_FOUND');
    const [company] = await tx
      .update(companies)
      .set({ ...toCompanyColumns(fields), updatedAt: new Date() })
      .where(eq(companies.id, caller.companyId))
      .returning();
    if (!company || (code !== undefined && code !== company.code)) throw new AppError('NOT_FOUND');
    // The owner keeps the mirrored copy and the required fields are checked on it, whoever edits.
    const [user] = await tx
      .update(users)
      .set({ ...mirroredCompanyFields(company), updatedAt: new Date() })
      .where(eq(users.id, company.ownerUserId ?? caller.id))
      .returning(userColumns);
    if (user?.isOnboard && user.userRole) assertRequiredFields(user.userRole, user, company, 'company');
    return company;
  });
}

/** A company page by code, with its owner for the "contact" card; 404 until the owner is onboarded. */
export async function getCompanyByCode({ db, code }: { db: Db; code: string }) {
  const [row] = await db
    .select({ company: companies, owner: users })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.code, code))
    .limit(1);
  // Like people, a company is public once its owner has finished onboarding.
  if (!row?.owner?.isOnboard) throw new AppError('NOT_FOUND', 'There is no company with this code.');
  return { company: row.company, owner: row.owner };
}
