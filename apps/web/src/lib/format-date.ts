/**
 * Every date and time the web app shows, in the viewer's own locale (the browser's language) and
 * time zone: one place instead of formatters written per screen with mixed locales. Formatters are
 * made once per style (creating one loads the locale's data).
 */
type Style = 'date' | 'longDate' | 'dayMonth' | 'time' | 'dateTime' | 'shortDateTime';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  /** 28 Nov 2026 */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 28 November 2026 */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 28 Nov */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 09:30 */
  time: { hour: '2-digit', minute: '2-digit' },
  /** 28 Nov 2026, 09:30 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 28/11/2026, 09:30 */
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
};

const formatters = new Map<Style, Intl.DateTimeFormat>();

function formatterFor(style: Style): Intl.DateTimeFormat {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, OPTIONS[style]);
    formatters.set(style, formatter);
  }
  return formatter;
}

/** An instant (ISO text or Date) in one of the app's styles, in the viewer's locale and zone. */
export function formatWhen(value: string | Date, style: Style = 'date'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : formatterFor(style).format(date);
}
