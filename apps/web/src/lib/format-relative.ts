/**
 * How far away an instant is, in the viewer's locale: "in 5 days", "tomorrow", "in 3 hours",
 * "2 days ago" (`Intl.RelativeTimeFormat`, numeric "auto"). Days once it is a day or more away,
 * hours below that, minutes below an hour.
 */
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterFor(locale: string | undefined): Intl.RelativeTimeFormat {
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatRelative(value: string | Date, now: Date = new Date(), locale?: string): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return '';
  const minutes = (at.getTime() - now.getTime()) / 60_000;
  const formatter = formatterFor(locale);
  if (Math.abs(minutes) >= 24 * 60) return formatter.format(Math.round(minutes / (24 * 60)), 'day');
  if (Math.abs(minutes) >= 60) return formatter.format(Math.round(minutes / 60), 'hour');
  return formatter.format(Math.round(minutes), 'minute');
}
