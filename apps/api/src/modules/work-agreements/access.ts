import type { CompanyMemberRole } from '@talentport/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { applications, companies, type EngagementRow, engagements, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import type { EngagementSide, WorkViewer } from '../../policies/index.js';

/** Who is asking: their user id, and their company and role in it (employers and agencies). */
export type WorkActor = { userId: string; companyId: string | null; companyRole: CompanyMemberRole | null };

export type Parties = { clientCompanyId: string; workerUserId: string; workerCompanyId: string | null };

export async function findWorkActor(db: Db, actor: Actor): Promise<WorkActor> {
  const membership = await findCompanyMembership(db, actor.userId);
  return {
    userId: actor.userId,
    companyId: membership?.companyId ?? null,
    companyRole: membership?.companyRole ?? null,
  };
}

/** The viewer's side of an agreement (null outside it) and the role that counts on that side. */
export function workViewerOf(actor: WorkActor, parties: Parties): WorkViewer {
  if (actor.userId === parties.workerUserId && !parties.workerCompanyId) {
    return { side: 'worker', companyRole: null };
  }
  if (actor.companyId && actor.companyId === parties.workerCompanyId) {
    return { side: 'worker', companyRole: actor.companyRole };
  }
  if (actor.userId === parties.workerUserId) return { side: 'worker', companyRole: null };
  if (actor.companyId && actor.companyId === parties.clientCompanyId) {
    return { side: 'client', companyRole: actor.companyRole };
  }
  return { side: null, companyRole: null };
}

/** Rows of agreements the actor is a party to (any table with these three columns). */
export function partyFilter(
  actor: WorkActor,
  c: { clientCompanyId: AnyPgColumn; workerUserId: AnyPgColumn; workerCompanyId: AnyPgColumn },
): SQL {
  const mine: SQL[] = [eq(c.workerUserId, actor.userId)];
  if (actor.companyId) {
    mine.push(eq(c.clientCompanyId, actor.companyId), eq(c.workerCompanyId, actor.companyId));
  }
  return or(...mine) as SQL;
}

/** An engagement exists for its sides once its hire can no longer be undone (decision 060). */
export const isHireSettled = sql`exists (select 1 from ${applications} where ${applications.id} = ${engagements.id} and (${applications.undoUntil} is null or ${applications.undoUntil} <= now()))`;

export const engagementNotFound = () => new AppError('NOT_FOUND', 'There is no engagement with this id.');

/** The engagement with the viewer's side, locked for a change when `lock`; 404 for outsiders. */
export async function loadEngagement(db: Db, actor: WorkActor, engagementId: string, lock = false) {
  const query = db
    .select({ engagement: engagements, now: sql<string>`now()` })
    .from(engagements)
    .where(and(eq(engagements.id, engagementId), isHireSettled))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw engagementNotFound();
  const viewer = workViewerOf(actor, row.engagement);
  if (!viewer.side) throw engagementNotFound();
  return { engagement: row.engagement, viewer, now: new Date(row.now) };
}

export function kindOf(engagement: EngagementRow): 'fixed' | 'hourly' | null {
  return engagement.terms?.kind ?? null;
}

/** The people told about a step on one side: the freelancer, or the company's owner and admins (and the hirer). */
export async function sideRecipients(
  tx: Db,
  parties: Parties & { hiredByUserId?: string | null },
  side: EngagementSide,
) {
  const columns = { id: users.id, email: users.email, fullname: users.fullname, userRole: users.userRole };
  if (side === 'worker' && !parties.workerCompanyId) {
    return tx.select(columns).from(users).where(eq(users.id, parties.workerUserId));
  }
  const companyId = side === 'worker' ? (parties.workerCompanyId as string) : parties.clientCompanyId;
  const extra = [parties.hiredByUserId, side === 'worker' ? parties.workerUserId : null].filter(
    (id): id is string => Boolean(id),
  );
  return tx
    .select(columns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.companyId, companyId),
        or(
          eq(companies.ownerUserId, users.id),
          eq(users.companyRole, 'admin'),
          extra.length ? inArray(users.id, extra) : undefined,
        ),
      ),
    );
}
