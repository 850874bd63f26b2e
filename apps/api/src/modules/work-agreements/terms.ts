import type { OfferTerms, OfferTermsInput } from '@talentport/contract';
import { offerTermsInputSchema } from '@talentport/contract';

/**
 * Terms as stored: every field present, the currency defaulted to the platform's. A fixed offer
 * without milestones gets one milestone for the whole amount, due at the end (or the start).
 */
export function normalizeTerms(input: OfferTermsInput, platformCurrency: string): OfferTerms {
  const terms = offerTermsInputSchema.parse(input);
  const isFixed = terms.kind === 'fixed';
  const amount = isFixed ? (terms.amount ?? 0) : null;
  const milestones =
    isFixed && terms.milestones.length === 0
      ? [{ title: 'The whole work', amount: amount ?? 0, dueDate: terms.endDate ?? terms.startDate }]
      : terms.milestones;
  return {
    kind: terms.kind,
    currency: terms.currency ?? platformCurrency,
    amount,
    hourlyRate: isFixed ? null : (terms.hourlyRate ?? null),
    weeklyHourLimit: isFixed ? null : (terms.weeklyHourLimit ?? null),
    startDate: terms.startDate,
    endDate: terms.endDate ?? null,
    scope: terms.scope,
    milestones: isFixed ? milestones : [],
  };
}
