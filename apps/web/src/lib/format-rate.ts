import { formatNumber } from './format-number';

/**
 * A freelancer's rate as shown to people: `$45/hour`, `$5,000/month`. Rates are strings that
 * default to "0" (the data rules), and 0 means "not given", so an empty, zero or unreadable rate is null.
 */
export function formatRate(value: string, unit: 'hour' | 'month'): string | null {
  const amount = Number(value.trim().replace(/,/g, ''));
  if (!value.trim() || !Number.isFinite(amount) || amount <= 0) return null;
  return `$${formatNumber(amount)}/${unit}`;
}

/** Both rates on one line, or "Not given" when there is neither. */
export function formatRates(hourlyRate: string, monthlyRate: string): string {
  const rates = [formatRate(hourlyRate, 'hour'), formatRate(monthlyRate, 'month')].filter(Boolean);
  return rates.length > 0 ? rates.join(' · ') : 'Not given';
}
