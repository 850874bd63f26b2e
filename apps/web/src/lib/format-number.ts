/**
 * A number with thousands separators and at most two decimals, as `en-SG` writes it: `5,000`,
 * `1,234.5`. Written by hand rather than with Intl.NumberFormat: the first Intl call of a page
 * loads the ICU locale data, which cost a phone about 60 ms on the search and detail pages, and
 * amounts are all these screens format.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // Rounded half away from zero on the decimal digits as written (1.005 -> 1.01), as Intl does.
  const cents = Math.round(Number(`${Math.abs(value)}e2`));
  if (!Number.isFinite(cents)) return String(value);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${value < 0 && cents > 0 ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}
