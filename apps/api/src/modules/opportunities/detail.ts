import type { ViewerState } from '@talentport/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applications,
  companies,
  companyTrackRecords,
  opportunities,
  opportunityRequests,
  savedOpportunities,
  users,
} from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import {
  canApply,
  canViewOpportunity,
  enforce,
  isAllowed,
  isOwnOpportunity,
  type OpportunityViewer,
} from '../../policies/index.js';
import { findActorCompanyId, opportunityNotFound } from './service.js';

/** One opportunity as the caller may see it (policies/opportunities.ts `canViewOpportunity`). */
export async function getOpportunityForViewer({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: Actor | null;
  id: string;
}) {
  const [row] = await buildDetailQuery(db, id);
  if (!row) throw opportunityNotFound();
  const companyId = actor ? await findActorCompanyId(db, actor) : null;
  const viewer: OpportunityViewer = actor ? { userRole: actor.userRole, companyId } : null;
  enforce(canViewOpportunity(viewer, row.opportunity));
  return {
    ...row,
    isCompanyPublic: row.ownerIsOnboard === true,
    viewer: await viewerState(db, actor, row.opportunity, viewer),
  };
}

/** The one statement a guest's detail page runs; the benchmark replays its SQL. */
export function buildDetailQuery(db: Db, id: string) {
  return db
    .select({
      opportunity: opportunities,
      company: companies,
      ownerIsOnboard: users.isOnboard,
      trackRecord: companyTrackRecords,
    })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .leftJoin(companyTrackRecords, eq(companyTrackRecords.companyId, opportunities.companyId))
    .leftJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(opportunities.id, id))
    .limit(1);
}

async function viewerState(
  db: Db,
  actor: Actor | null,
  opportunity: typeof opportunities.$inferSelect,
  viewer: OpportunityViewer,
): Promise<ViewerState> {
  if (!actor || !viewer)
    return { isSaved: false, application: null, requestId: null, isOwner: false, canApply: false };
  const [[saved], [application], [request]] = await Promise.all([
    db
      .select({ userId: savedOpportunities.userId })
      .from(savedOpportunities)
      .where(
        and(
          eq(savedOpportunities.userId, actor.userId),
          eq(savedOpportunities.opportunityId, opportunity.id),
        ),
      )
      .limit(1),
    db
      .select({ _id: applications.id, status: applications.status })
      .from(applications)
      .where(
        and(eq(applications.applicantUserId, actor.userId), eq(applications.opportunityId, opportunity.id)),
      )
      .limit(1),
    db
      .select({ id: opportunityRequests.id })
      .from(opportunityRequests)
      .where(
        and(
          eq(opportunityRequests.inviteeUserId, actor.userId),
          eq(opportunityRequests.opportunityId, opportunity.id),
          notInArray(opportunityRequests.status, ['declined']),
        ),
      )
      .limit(1),
  ]);
  return {
    isSaved: saved !== undefined,
    application: application ?? null,
    requestId: request?.id ?? null,
    isOwner: isOwnOpportunity(viewer, opportunity),
    canApply: isAllowed(canApply(viewer, opportunity, application !== undefined)),
  };
}
