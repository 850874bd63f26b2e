import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, conversations, opportunities } from '../../db/schema.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { ChatEvents } from '../../platform/chat-events.js';
import { openHiringConversation, openWorkingConversation } from './conversations-service.js';

/**
 * What the hiring pipeline's events start elsewhere (decisions 012 and 030): a hiring conversation
 * when a candidate is shortlisted, invited to interview or invited to apply; a working conversation
 * on hire (the referral rewards are granted inside the hire's own transaction). Every call is
 * idempotent, so a repeated event changes nothing. The hire continues the hiring conversation
 * (decision 061): one thread per pair and opportunity.
 */
export function connectHiringEvents({
  db,
  events,
  chatEvents,
}: {
  db: Db;
  events: DomainEventBus;
  chatEvents: ChatEvents;
}) {
  const openHiring = async (payload: {
    opportunityId: string;
    opportunityTitle: string;
    employerUserId: string;
    candidateUserId: string;
  }) => {
    await openHiringConversation({
      db,
      events: chatEvents,
      opportunityId: payload.opportunityId,
      employerUserId: payload.employerUserId,
      candidateUserId: payload.candidateUserId,
      subject: payload.opportunityTitle,
    });
  };
  const offs = [
    events.on('application.shortlisted', (event) =>
      openHiring({ ...event, employerUserId: event.actorUserId }),
    ),
    events.on('application.interviewing', (event) =>
      openHiring({ ...event, employerUserId: event.actorUserId }),
    ),
    events.on('request.created', async (event) => {
      if (!event.invitedByUserId) return;
      await openHiring({
        ...event,
        employerUserId: event.invitedByUserId,
        candidateUserId: event.inviteeUserId,
      });
    }),
    events.on('application.hired', async (event) => {
      await openWorkingConversation({
        db,
        events: chatEvents,
        engagementId: event.applicationId,
        opportunityId: event.opportunityId,
        employerUserId: event.actorUserId,
        workerUserId: event.candidateUserId,
        subject: event.opportunityTitle,
      });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/**
 * Opens the working conversation of every hire that lacks one: the listener runs after the hire's
 * commit, so a process killed in between leaves a hire without it. Run at start-up; idempotent.
 * The employer side is whoever posted the opportunity. Returns how many were opened.
 */
export async function repairWorkingConversations({ db, chatEvents }: { db: Db; chatEvents?: ChatEvents }) {
  const missing = await db
    .select({
      applicationId: applications.id,
      opportunityId: opportunities.id,
      title: opportunities.title,
      employerUserId: opportunities.postedByUserId,
      workerUserId: applications.applicantUserId,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(
      and(
        eq(applications.status, 'hired'),
        sql`not exists (select 1 from ${conversations} where ${conversations.key} = 'working:' || ${applications.id})`,
      ),
    )
    .limit(1000);
  let opened = 0;
  for (const hire of missing) {
    if (!hire.employerUserId) continue;
    await openWorkingConversation({
      db,
      events: chatEvents,
      engagementId: hire.applicationId,
      opportunityId: hire.opportunityId,
      employerUserId: hire.employerUserId,
      workerUserId: hire.workerUserId,
      subject: hire.title,
    });
    opened += 1;
  }
  return opened;
}
