import { paths } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { LinkBuilder } from '../../platform/links.js';

/** What a service needs to tell people about a change: mail links and the event bus. */
export type Notifier = { links: LinkBuilder; events: DomainEventBus; nudgeMail: () => void };

export const applicationNotFound = () => new AppError('NOT_FOUND', 'There is no application with this id.');

/** Where a candidate follows their applications in the web app. */
export function appliedPath(role: UserRow['userRole'], type: 'Job' | 'Project') {
  return (role === 'agency' ? paths.agency.applied : paths.freelancer.applied).getHref({ tab: type });
}

/** Where a poster follows an opportunity's pipeline: agencies under /agency/posted. */
export function postedOpportunityPath(role: UserRow['userRole'], opportunityId: string) {
  return role === 'agency'
    ? paths.agency.postedOpportunity.getHref({ opportunityId })
    : paths.employer.opportunity.getHref({ opportunityId });
}

/** A user's role, for links into their part of the web app. */
export async function roleOf(db: Db, userId: string) {
  const [row] = await db.select({ role: users.userRole }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.role ?? null;
}
