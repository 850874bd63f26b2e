import type { CompanyMemberRoleInput, CompanyMembers } from '@talentport/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, userColumns, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership, roleOf } from '../../platform/company-membership.js';
import {
  type CompanyMembership,
  canChangeMemberRole,
  canInCompany,
  companyRightsOf,
  enforce,
} from '../../policies/index.js';

const ROLE_ORDER = sql`case when ${companies.ownerUserId} = ${users.id} then 0 when ${users.companyRole} = 'admin' then 1 else 2 end`;

/** A member's users row, locked until the commit, so that changes to the company wait for each other. */
export async function lockUserRow(tx: Db, userId: string) {
  const [row] = await tx.select(userColumns).from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row ?? null;
}

/** The caller's team, owner first, with what the caller may do. */
export async function listCompanyMembers({ db, actor }: { db: Db; actor: Actor }): Promise<CompanyMembers> {
  const membership = await findCompanyMembership(db, actor.userId);
  if (!membership) throw new AppError('FORBIDDEN', 'Your account does not belong to a company.');
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      fullname: users.fullname,
      email: users.email,
      companyRole: users.companyRole,
      ownerUserId: companies.ownerUserId,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.companyId, membership.companyId))
    .orderBy(ROLE_ORDER, asc(users.fullname))
    .limit(500);
  return {
    items: rows.map((row) => ({
      code: row.code,
      fullname: row.fullname,
      email: row.email,
      companyRole: roleOf(row),
      isYou: row.id === actor.userId,
    })),
    viewer: { companyRole: membership.companyRole, may: companyRightsOf(membership) },
  };
}

/** The owner makes a member an admin or takes it back. Someone outside the company is 404. */
export async function setCompanyMemberRole({
  db,
  actor,
  code,
  input,
}: {
  db: Db;
  actor: Actor;
  code: string;
  input: CompanyMemberRoleInput;
}) {
  const membership = await findCompanyMembership(db, actor.userId);
  enforce(canInCompany(membership, 'manageMemberRoles'));
  const companyId = (membership as NonNullable<CompanyMembership>).companyId;
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, companyRole: users.companyRole, ownerUserId: companies.ownerUserId })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.code, code), eq(users.companyId, companyId)))
      .for('update', { of: users })
      .limit(1);
    if (!target) throw new AppError('NOT_FOUND', 'There is no member with this code in your company.');
    enforce(
      canChangeMemberRole(membership, {
        companyId,
        companyRole: roleOf(target),
        isSelf: target.id === actor.userId,
      }),
    );
    await tx
      .update(users)
      .set({ companyRole: input.companyRole, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    return { code, companyRole: input.companyRole };
  });
}
