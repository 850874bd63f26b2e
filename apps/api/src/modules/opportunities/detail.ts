import type { ViewerState } from '@talentport/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applications,
  companies,
  opportunities,
  opportunityRequests,
  savedOpportunities,
  users,
} from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { findActorCompanyId, opportunityNotFound } from './service.js';

/**
 * One opportunity as the caller may see it. Drafts and hidden ones are only for the posting
 * company; everyone else (guests included) gets NOT_FOUND, as for an id that does not exist.
 * Closed, paused and filled ones stay readable so that links and applications keep working.
 */
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
  const actorCompanyId = actor ? await findActorCompanyId(db, actor) : null;
  const isOwner = actorCompanyId !== null && actorCompanyId === row.opportunity.companyId;
  if (!isOwner && (row.opportunity.status === 'draft' || row.opportunity.isHidden)) {
    throw opportunityNotFound();
  }
  const viewer = await viewerState(db, actor, row.opportunity, isOwner);
  return { ...row, isCompanyPublic: row.ownerIsOnboard === true, viewer };
}

/** The one statement a guest's detail page runs; the benchmark replays its SQL. */
export function buildDetailQuery(db: Db, id: string) {
  return db
    .select({ opportunity: opportunities, company: companies, ownerIsOnboard: users.isOnboard })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .leftJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(opportunities.id, id))
    .limit(1);
}

async function viewerState(
  db: Db,
  actor: Actor | null,
  opportunity: typeof opportunities.$inferSelect,
  isOwner: boolean,
): Promise<ViewerState> {
  if (!actor) return { isSaved: false, application: null, requestId: null, isOwner: false, canApply: false };
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
  const isRoleAllowed =
    actor.userRole === 'freelancer' || (actor.userRole === 'agency' && opportunity.type === 'Project');
  return {
    isSaved: saved !== undefined,
    application: application ?? null,
    requestId: request?.id ?? null,
    isOwner,
    canApply: isRoleAllowed && !isOwner && opportunity.status === 'open' && application === undefined,
  };
}
