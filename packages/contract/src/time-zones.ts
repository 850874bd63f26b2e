/**
 * Time-zone arithmetic with the platform's Intl data (no library): IANA names, DST included. One
 * copy for the API (talent managers' hours) and the web app (the staff console's date inputs).
 */

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export type LocalParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock date and time in `timeZone` at `instant`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant when the wall clock in `timeZone` shows the given date and minute of the day, or
 * null when that wall-clock time does not exist (skipped by a DST change).
 */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number },
  minuteOfDay: number,
  timeZone: string,
): Date | null {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const check = localParts(new Date(guess), timeZone);
  const checkWall = Date.UTC(check.year, check.month - 1, check.day, check.hour, check.minute);
  return checkWall === wall ? new Date(guess) : null;
}

/** A `datetime-local` value ("2026-11-23T09:30") for an instant, as the wall clock of `timeZone`. */
export function toZonedInput(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * The instant a `datetime-local` value means on the wall clock of `timeZone`. A time skipped by a
 * DST change (02:30 on a spring-forward night) means the same time an hour later, as clocks show it.
 */
export function fromZonedInput(value: string, timeZone: string): Date {
  const [datePart = '', timePart = ''] = value.split('T');
  const [year = 0, month = 1, day = 1] = datePart.split('-').map(Number);
  const [hour = 0, minute = 0] = timePart.split(':').map(Number);
  const minuteOfDay = hour * 60 + minute;
  return (
    zonedTimeToUtc({ year, month, day }, minuteOfDay, timeZone) ??
    (zonedTimeToUtc({ year, month, day }, minuteOfDay + 60, timeZone) as Date)
  );
}
