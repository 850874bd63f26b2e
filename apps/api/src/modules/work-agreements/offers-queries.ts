import type { OfferStatus } from '@talentport/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type OfferRow, offers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { findWorkActor, partyFilter, type WorkActor, workViewerOf } from './access.js';
import type { WorkContext } from './notify.js';

const offerNotFound = () => new AppError('NOT_FOUND', 'There is no offer with this id.');

/** What the offer policies read of a version; a pending version past its 7 days is expired. */
export function offerState(offer: OfferRow, now: Date) {
  return {
    sentBy: offer.sentBy,
    status: offer.status,
    isExpired: offer.status === 'pending' && offer.expiresAt.getTime() <= now.getTime(),
  };
}

/** Pending versions past their 7 days become expired (the sweep; reads judge expiry by the clock too). */
export async function expireDueOffers(db: Db): Promise<number> {
  const rows = await db
    .update(offers)
    .set({ status: 'expired' })
    .where(and(eq(offers.status, 'pending'), sql`${offers.expiresAt} <= now()`))
    .returning({ id: offers.id });
  return rows.length;
}

/** One version with its negotiation; the receiving side's first look marks it seen. */
export async function findOfferDetail(db: Db, who: WorkActor, offerId: string, markSeen = false) {
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  const viewer = row ? workViewerOf(who, row) : null;
  if (!row || !viewer?.side) throw offerNotFound();
  if (markSeen && viewer.side !== row.sentBy && !row.seenAt) {
    await db
      .update(offers)
      .set({ seenAt: sql`now()` as unknown as Date })
      .where(eq(offers.id, offerId));
  }
  const history = await db
    .select()
    .from(offers)
    .where(eq(offers.threadId, row.threadId))
    .orderBy(asc(offers.version));
  return { offer: history.find((version) => version.id === offerId) ?? row, history, viewer, who };
}

export async function getOffer(ctx: WorkContext, actor: Actor, offerId: string) {
  return findOfferDetail(ctx.db, await findWorkActor(ctx.db, actor), offerId, true);
}

/** The latest version of each negotiation the actor is a party to, newest first. */
export async function listOffers(
  ctx: WorkContext,
  actor: Actor,
  query: { page: number; recordPerPage: number; status?: OfferStatus | undefined },
) {
  const who = await findWorkActor(ctx.db, actor);
  const latest = sql`${offers.version} = (select max(o2.version) from offers o2 where o2.thread_id = ${offers.threadId})`;
  const statusFilter = query.status
    ? query.status === 'expired'
      ? sql`(${offers.status} = 'expired' or (${offers.status} = 'pending' and ${offers.expiresAt} <= now()))`
      : query.status === 'pending'
        ? sql`(${offers.status} = 'pending' and ${offers.expiresAt} > now())`
        : eq(offers.status, query.status)
    : undefined;
  const where = and(partyFilter(who, offers), latest, statusFilter) as SQL;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(query.recordPerPage)
      .offset((query.page - 1) * query.recordPerPage),
    ctx.db.select({ total: count() }).from(offers).where(where),
  ]);
  return { rows, total: total?.total ?? 0, who };
}
