import type { CompanyAction } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies, users } from '../db/schema.js';
import { type CompanyMembership, canInCompany, enforce } from '../policies/index.js';
import type { Actor } from './actor.js';

/** The caller's company and rights in it; null for freelancers and accounts outside a company. */
export async function findCompanyMembership(db: Db, userId: string): Promise<CompanyMembership> {
  const [row] = await db
    .select({
      companyId: users.companyId,
      companyRole: users.companyRole,
      userRole: users.userRole,
      ownerUserId: companies.ownerUserId,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.companyId || (row.userRole !== 'employer' && row.userRole !== 'agency')) return null;
  // The company row names its owner; the column carries admin or member for everyone else.
  return { companyId: row.companyId, companyRole: roleOf({ id: userId, ...row }) };
}

/** The caller's company id when they may do `action` there; the policy's 403 otherwise. */
export async function requireCompanyRight(db: Db, actor: Actor, action: CompanyAction): Promise<string> {
  const membership = await findCompanyMembership(db, actor.userId);
  enforce(canInCompany(membership, action));
  return (membership as NonNullable<CompanyMembership>).companyId;
}

export function roleOf(row: { id: string; companyRole: string | null; ownerUserId: string | null }) {
  if (row.ownerUserId === row.id) return 'owner' as const;
  return row.companyRole === 'admin' ? ('admin' as const) : ('member' as const);
}
