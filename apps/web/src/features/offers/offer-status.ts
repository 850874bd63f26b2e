import type { Offer, OfferStatus, OfferVersion } from '@talentport/contract';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Countered',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** The status class of the shared `.status` chip. */
export const OFFER_STATUS_TONES: Record<OfferStatus, string> = {
  pending: 'interviewing',
  accepted: 'accepted',
  declined: 'declined',
  countered: 'shortlisted',
  withdrawn: 'withdrawn',
  expired: 'closed',
};

/** Who sent a version, from the viewer's side: "you", or the other side's name. */
export function senderName(offer: Pick<Offer, 'side' | 'client' | 'worker'>, version: OfferVersion): string {
  if (version.sentBy === offer.side) return 'you';
  return (version.sentBy === 'client' ? offer.client : offer.worker).name;
}
