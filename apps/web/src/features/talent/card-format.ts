import type { TalentCard, TalentPayType } from '@talentport/contract';
import { formatNumber } from '../../lib/format-number';

/** "4.8 ★ (12 reviews)", or a plain "No reviews yet" for someone nobody has rated. */
export function formatRating(rating: number, numberOfRate: number): string {
  if (numberOfRate <= 0) return 'No reviews yet';
  const stars = (Math.round(rating * 10) / 10).toFixed(1);
  return `${stars} ★ (${formatNumber(numberOfRate)} ${numberOfRate === 1 ? 'review' : 'reviews'})`;
}

/**
 * The asked rate, the one the search reads first: "$35 an hour", "$4,000 a month", or both when
 * no pay type is chosen. "Rate not given" when the person left both at 0.
 */
export function formatRates(
  card: Pick<TalentCard, 'hourlyRate' | 'monthlyRate'>,
  payType: TalentPayType | null,
) {
  const hourly = card.hourlyRate > 0 ? `$${formatNumber(card.hourlyRate)} an hour` : '';
  const monthly = card.monthlyRate > 0 ? `$${formatNumber(card.monthlyRate)} a month` : '';
  const shown = payType === 'Hourly' ? [hourly] : payType === 'Monthly' ? [monthly] : [hourly, monthly];
  return shown.filter(Boolean).join(' · ') || 'Rate not given';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Available now", "Available from 3 Dec 2026", plus "open to offers"; empty when nothing is known. */
export function formatAvailability(
  card: Pick<TalentCard, 'availableFrom' | 'openToOffers'>,
  today = new Date().toISOString().slice(0, 10),
): string {
  const parts: string[] = [];
  if (card.availableFrom) {
    const [year, month, day] = card.availableFrom.split('-').map(Number);
    parts.push(
      card.availableFrom <= today
        ? 'Available now'
        : `Available from ${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`,
    );
  }
  if (card.openToOffers) parts.push(parts.length > 0 ? 'open to offers' : 'Open to offers');
  return parts.join(', ');
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
