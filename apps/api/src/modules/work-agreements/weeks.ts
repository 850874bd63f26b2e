/** ISO 8601 weeks in UTC (decision 122: a week runs Monday to Sunday, UTC). */
const DAY_MS = 24 * 60 * 60 * 1000;

const toDate = (value: string) => new Date(`${value}T00:00:00Z`);
const toText = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of the week of `date` (YYYY-MM-DD). */
export function weekStartOf(date: string): string {
  const day = toDate(date);
  const weekday = (day.getUTCDay() + 6) % 7;
  return toText(new Date(day.getTime() - weekday * DAY_MS));
}

export function addDays(date: string, days: number): string {
  return toText(new Date(toDate(date).getTime() + days * DAY_MS));
}

/** `2026-W48` for the week starting on Monday `weekStart`. */
export function isoWeekOf(weekStart: string): string {
  const thursday = toDate(addDays(weekStart, 3));
  const year = thursday.getUTCFullYear();
  const firstThursday = toDate(weekStartOf(`${year}-01-04`));
  const week = Math.round((toDate(weekStart).getTime() - firstThursday.getTime()) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of ISO week `2026-W48`. */
export function weekStartFromIso(week: string): string {
  const [yearText, weekText] = week.split('-W');
  const firstMonday = weekStartOf(`${yearText}-01-04`);
  return addDays(firstMonday, (Number(weekText) - 1) * 7);
}
