import { randomUUID } from 'node:crypto';
import type { CreateOfferInput, OfferStatus, OfferTermsInput } from '@talentport/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applications,
  engagements,
  milestones,
  type OfferRow,
  offers,
  opportunities,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { cancelScheduledMail } from '../../platform/mail/outbox.js';
import { findVisiblePerson, talentViewerOf } from '../../platform/people.js';
import { canAnswerOffer, canSendOffer, canWithdrawOffer, enforce } from '../../policies/index.js';
import { hireThroughOffer } from '../applications/index.js';
import { findWorkActor, type WorkActor, workViewerOf } from './access.js';
import { AfterCommit, formatMoney, tellOtherSide, type WorkContext } from './notify.js';
import { findOfferDetail, offerState } from './offers-queries.js';
import { normalizeTerms } from './terms.js';

const offerNotFound = () => new AppError('NOT_FOUND', 'There is no offer with this id.');
const offerRef = (offerId: string) => `offer:${offerId}`;
const EXPIRES = sql`now() + interval '7 days'`;

function describeTerms(terms: OfferRow['terms']): string {
  return terms.kind === 'fixed'
    ? `${formatMoney(terms.amount ?? 0, terms.currency)} fixed, ${terms.milestones.length} milestone${terms.milestones.length === 1 ? '' : 's'}`
    : `${formatMoney(terms.hourlyRate ?? 0, terms.currency)} an hour, up to ${terms.weeklyHourLimit} hours a week`;
}

/** The application or talent an offer goes to, checked against the sender's company. */
const NO_SUCH_TALENT = 'There is no freelancer or agency with this code.';

async function resolveTarget(tx: Db, actor: Actor, companyId: string, input: CreateOfferInput) {
  if (input.applicationId) {
    const [row] = await tx
      .select({ application: applications, opportunity: opportunities })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(and(eq(applications.id, input.applicationId), eq(opportunities.companyId, companyId)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'There is no application with this id.');
    if (row.application.status === 'withdrawn') {
      throw new AppError('INVALID_STATUS_CHANGE', 'This candidate withdrew their application.');
    }
    return {
      opportunity: row.opportunity,
      workerUserId: row.application.applicantUserId,
      workerCompanyId: row.application.applicantCompanyId,
      application: row.application,
    };
  }
  const [opportunity] = await tx
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, input.opportunityId as string), eq(opportunities.companyId, companyId)))
    .limit(1);
  if (!opportunity) throw new AppError('NOT_FOUND', 'There is no opportunity of your company with this id.');
  // A talent the sender may not see answers like an unknown code (decisions 100 and 116).
  const found = await findVisiblePerson(tx, talentViewerOf(actor), input.talentCode as string, {
    notFound: NO_SUCH_TALENT,
  });
  if ((found.userRole !== 'freelancer' && found.userRole !== 'agency') || !found.isOnboard) {
    throw new AppError('NOT_FOUND', NO_SUCH_TALENT);
  }
  const [talent] = await tx
    .select({ id: users.id, userRole: users.userRole, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, found.id))
    .limit(1);
  if (!talent) throw new AppError('NOT_FOUND', NO_SUCH_TALENT);
  const [application] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.opportunityId, opportunity.id), eq(applications.applicantUserId, talent.id)))
    .limit(1);
  return {
    opportunity,
    workerUserId: talent.id,
    workerCompanyId: talent.userRole === 'agency' ? talent.companyId : null,
    application: application ?? null,
  };
}

/** A company member sends an offer (version 1 of a negotiation) to an applicant or a talent. */
export async function createOffer(ctx: WorkContext, actor: Actor, input: CreateOfferInput) {
  const who = await findWorkActor(ctx.db, actor);
  enforce(canSendOffer(who.companyId && who.companyRole ? { companyRole: who.companyRole } : null));
  const terms = normalizeTerms(input.terms, ctx.platformCurrency);
  const after = new AfterCommit();
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    const target = await resolveTarget(tx, actor, who.companyId as string, input);
    if (target.application?.status === 'hired') {
      throw new AppError('ALREADY_HIRED', 'This talent is already hired for this opportunity.');
    }
    const [pending] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.opportunityId, target.opportunity.id),
          eq(offers.workerUserId, target.workerUserId),
          eq(offers.status, 'pending'),
          sql`${offers.expiresAt} > now()`,
        ),
      )
      .limit(1);
    if (pending) {
      throw new AppError(
        'OFFER_PENDING',
        'An offer to this talent for this opportunity is already waiting for an answer: withdraw it first, or wait for the answer.',
      );
    }
    // A pending offer past its 7 days no longer blocks a new one.
    await tx
      .update(offers)
      .set({ status: 'expired' })
      .where(
        and(
          eq(offers.opportunityId, target.opportunity.id),
          eq(offers.workerUserId, target.workerUserId),
          eq(offers.status, 'pending'),
        ),
      );
    await tx.insert(offers).values({
      id,
      threadId: id,
      version: 1,
      opportunityId: target.opportunity.id,
      clientCompanyId: who.companyId as string,
      workerUserId: target.workerUserId,
      workerCompanyId: target.workerCompanyId,
      applicationId: target.application?.id ?? null,
      sentBy: 'client',
      sentByUserId: who.userId,
      terms,
      expiresAt: EXPIRES as unknown as Date,
    });
    const [offer] = await tx.select().from(offers).where(eq(offers.id, id));
    await tellAbout(tx, ctx, after, offer as OfferRow, who.userId, 'sent', target.opportunity.title);
  });
  after.flush(ctx);
  return findOfferDetail(ctx.db, who, id);
}

type OfferEvent = 'sent' | 'countered' | 'accepted' | 'declined' | 'withdrawn';
const EVENT_TITLES: Record<OfferEvent, string> = {
  sent: 'You have a new offer',
  countered: 'Your offer was countered',
  accepted: 'Your offer was accepted',
  declined: 'Your offer was declined',
  withdrawn: 'An offer was withdrawn',
};

async function tellAbout(
  tx: Db,
  ctx: WorkContext,
  after: AfterCommit,
  offer: OfferRow,
  actorUserId: string,
  event: OfferEvent,
  opportunityTitle: string,
) {
  // Sent and countered versions go to the receiving side; answers go back to the sender's side.
  const toSide =
    event === 'sent' || event === 'countered' || event === 'withdrawn'
      ? offer.sentBy === 'client'
        ? 'worker'
        : 'client'
      : offer.sentBy;
  const sentence = {
    sent: `An offer of ${describeTerms(offer.terms)} waits for your answer for 7 days.`,
    countered: `The other side answered with changed terms: ${describeTerms(offer.terms)}. It waits for your answer for 7 days.`,
    accepted: `The offer of ${describeTerms(offer.terms)} was accepted: the engagement has started.`,
    declined: 'The offer was declined.',
    withdrawn: 'The offer you received was withdrawn by the side that sent it.',
  }[event];
  await tellOtherSide(tx, ctx, after, {
    parties: offer,
    toSide,
    actorUserId,
    kind: `work.offer_${event}`,
    title: EVENT_TITLES[event],
    sentence,
    opportunityTitle,
    quote: event === 'declined' && offer.reason ? { label: 'Their reason:', text: offer.reason } : undefined,
    line: {
      conversationKey: `hiring:${offer.opportunityId}:${offer.workerUserId}`,
      body: `${EVENT_TITLES[event].replace('Your offer', 'The offer').replace('You have a new offer', 'Sent an offer')}: ${describeTerms(offer.terms)}.`,
    },
    ...(event === 'sent' || event === 'countered' ? { ref: offerRef(offer.id) } : {}),
  });
}

/** A version locked with the viewer's side; 404 for anyone outside it. */
async function lockOffer(tx: Db, who: WorkActor, offerId: string) {
  const [row] = await tx
    .select({ offer: offers, title: opportunities.title, now: sql<string>`now()` })
    .from(offers)
    .innerJoin(opportunities, eq(opportunities.id, offers.opportunityId))
    .where(eq(offers.id, offerId))
    .for('update', { of: offers })
    .limit(1);
  if (!row) throw offerNotFound();
  const viewer = workViewerOf(who, row.offer);
  if (!viewer.side) throw offerNotFound();
  return { offer: row.offer, title: row.title, viewer, now: new Date(row.now) };
}

async function answer(
  ctx: WorkContext,
  actor: Actor,
  offerId: string,
  act: (
    tx: Db,
    locked: Awaited<ReturnType<typeof lockOffer>>,
    who: WorkActor,
    after: AfterCommit,
  ) => Promise<string>,
) {
  const who = await findWorkActor(ctx.db, actor);
  const after = new AfterCommit();
  const answerId = await ctx.db.transaction(async (tx) =>
    act(tx, await lockOffer(tx, who, offerId), who, after),
  );
  after.flush(ctx);
  return findOfferDetail(ctx.db, who, answerId);
}

const respond = (status: OfferStatus, userId: string, reason = '') => ({
  status,
  respondedAt: sql`now()` as unknown as Date,
  respondedByUserId: userId,
  reason,
});

export function acceptOffer(ctx: WorkContext, actor: Actor, offerId: string) {
  return answer(ctx, actor, offerId, async (tx, { offer, title, viewer, now }, who, after) => {
    enforce(canAnswerOffer(viewer, offerState(offer, now), 'accept'));
    const applicationId = offer.applicationId ?? (await applicationFor(tx, offer));
    const hiredByUserId = viewer.side === 'client' ? who.userId : (offer.sentByUserId ?? who.userId);
    after.domain.push(await hireThroughOffer(tx, { applicationId, hiredByUserId }));
    await tx
      .update(engagements)
      .set({ offerId: offer.id, terms: offer.terms })
      .where(eq(engagements.id, applicationId));
    if (offer.terms.kind === 'fixed') {
      await tx.insert(milestones).values(
        offer.terms.milestones.map((milestone, index) => ({
          engagementId: applicationId,
          position: index + 1,
          title: milestone.title,
          amount: milestone.amount,
          currency: offer.terms.currency,
          dueDate: milestone.dueDate,
          status: 'active' as const,
          proposedBy: offer.sentBy,
          proposedByUserId: offer.sentByUserId,
        })),
      );
    }
    await tx
      .update(offers)
      .set({ ...respond('accepted', who.userId), applicationId, engagementId: applicationId })
      .where(eq(offers.id, offer.id));
    await tellAbout(tx, ctx, after, offer, who.userId, 'accepted', title);
    return offer.id;
  });
}

/** An offer made from a talent card has no application yet: the hire makes one. */
async function applicationFor(tx: Db, offer: OfferRow): Promise<string> {
  const [existing] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.opportunityId, offer.opportunityId),
        eq(applications.applicantUserId, offer.workerUserId),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(applications)
    .values({
      opportunityId: offer.opportunityId,
      applicantUserId: offer.workerUserId,
      applicantCompanyId: offer.workerCompanyId,
      status: 'interviewing',
      coverLetter: '',
      proposedRate: 0,
    })
    .returning({ id: applications.id });
  if (!created) throw new Error('insert returned no application');
  return created.id;
}

export function declineOffer(ctx: WorkContext, actor: Actor, offerId: string, reason: string) {
  return answer(ctx, actor, offerId, async (tx, { offer, title, viewer, now }, who, after) => {
    enforce(canAnswerOffer(viewer, offerState(offer, now), 'decline'));
    await tx
      .update(offers)
      .set(respond('declined', who.userId, reason))
      .where(eq(offers.id, offer.id));
    await tellAbout(tx, ctx, after, { ...offer, reason }, who.userId, 'declined', title);
    return offer.id;
  });
}

export function counterOffer(ctx: WorkContext, actor: Actor, offerId: string, input: OfferTermsInput) {
  return answer(ctx, actor, offerId, async (tx, { offer, title, viewer, now }, who, after) => {
    enforce(canAnswerOffer(viewer, offerState(offer, now), 'counter'));
    const terms = normalizeTerms(input, offer.terms.currency);
    await tx.update(offers).set(respond('countered', who.userId)).where(eq(offers.id, offer.id));
    const id = randomUUID();
    await tx.insert(offers).values({
      id,
      threadId: offer.threadId,
      version: offer.version + 1,
      opportunityId: offer.opportunityId,
      clientCompanyId: offer.clientCompanyId,
      workerUserId: offer.workerUserId,
      workerCompanyId: offer.workerCompanyId,
      applicationId: offer.applicationId,
      sentBy: viewer.side as 'client' | 'worker',
      sentByUserId: who.userId,
      terms,
      expiresAt: EXPIRES as unknown as Date,
    });
    const [counter] = await tx.select().from(offers).where(eq(offers.id, id));
    await tellAbout(tx, ctx, after, counter as OfferRow, who.userId, 'countered', title);
    return id;
  });
}

/**
 * The sending side withdraws a pending version. Before the other side opened it (decision 060's
 * undo window, moved to offers), their notification and unsent mail are called off and nothing
 * more is said; after, they are told.
 */
export function withdrawOffer(ctx: WorkContext, actor: Actor, offerId: string) {
  return answer(ctx, actor, offerId, async (tx, { offer, title, viewer, now }, who, after) => {
    enforce(canWithdrawOffer(viewer, offerState(offer, now)));
    await tx.update(offers).set(respond('withdrawn', who.userId)).where(eq(offers.id, offer.id));
    if (offer.seenAt) {
      await tellAbout(tx, ctx, after, offer, who.userId, 'withdrawn', title);
    } else {
      await cancelScheduledMail(tx, offerRef(offer.id));
      await tx.execute(sql`delete from notifications where ref = ${offerRef(offer.id)}`);
    }
    return offer.id;
  });
}
