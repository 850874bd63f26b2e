import type { Offer, OfferDetail, OfferVersion } from '@talentport/contract';
import type { Db } from '../../db/client.js';
import type { OfferRow } from '../../db/schema.js';
import { canAnswerOffer, canWithdrawOffer, type WorkViewer } from '../../policies/index.js';
import { type WorkActor, workViewerOf } from './access.js';
import { offerState } from './offers-queries.js';
import { loadParties, type PartyBook } from './parties.js';

function presentVersion(row: OfferRow, now: Date): OfferVersion {
  const isExpired = row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();
  return {
    _id: row.id,
    version: row.version,
    status: isExpired ? 'expired' : row.status,
    sentBy: row.sentBy,
    terms: row.terms,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

function presentOffer(row: OfferRow, viewer: WorkViewer, book: PartyBook, now: Date): Offer {
  const state = offerState(row, now);
  return {
    ...presentVersion(row, now),
    side: viewer.side ?? 'worker',
    opportunity: { _id: row.opportunityId, title: book.title(row.opportunityId) },
    applicationId: row.applicationId,
    client: book.client(row.clientCompanyId),
    worker: book.worker(row),
    expiresAt: row.expiresAt.toISOString(),
    seenAt: row.seenAt?.toISOString() ?? null,
    engagementId: row.engagementId,
    conversationKey: row.engagementId
      ? `working:${row.engagementId}`
      : `hiring:${row.opportunityId}:${row.workerUserId}`,
    can: {
      accept: canAnswerOffer(viewer, state, 'accept').ok,
      decline: canAnswerOffer(viewer, state, 'decline').ok,
      counter: canAnswerOffer(viewer, state, 'counter').ok,
      withdraw: canWithdrawOffer(viewer, state).ok,
    },
  };
}

export async function presentOfferList(db: Db, who: WorkActor, rows: OfferRow[]): Promise<Offer[]> {
  const book = await loadParties(db, rows);
  const now = new Date();
  return rows.map((row) => presentOffer(row, workViewerOf(who, row), book, now));
}

export async function presentOfferDetail(
  db: Db,
  detail: { offer: OfferRow; history: OfferRow[]; viewer: WorkViewer },
): Promise<OfferDetail> {
  const book = await loadParties(db, [detail.offer]);
  const now = new Date();
  return {
    ...presentOffer(detail.offer, detail.viewer, book, now),
    history: detail.history.map((row) => presentVersion(row, now)),
  };
}
