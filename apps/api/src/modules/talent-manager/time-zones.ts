/** "Tuesday 3 March 2026, 09:30 (Asia/Singapore)" */
export function formatInTimeZone(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${text} (${timeZone})`;
}
