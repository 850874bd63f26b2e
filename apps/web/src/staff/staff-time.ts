import { useMemo } from 'react';
import { useStaffMember } from './staff-layout';

type Style = 'date' | 'date-time';

/**
 * Every time in the staff console is shown in the staff member's own time zone (their profile's),
 * and pages say which one: one zone, labelled, instead of the browser's on some pages and UTC on
 * others (decision 062).
 */
export function useStaffTimeFormat(style: Style = 'date-time') {
  const { timeZone } = useStaffMember();
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      ...(style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' }),
    });
    return {
      zone: timeZone,
      format: (value: string | Date) => formatter.format(typeof value === 'string' ? new Date(value) : value),
    };
  }, [timeZone, style]);
}

/** A `datetime-local` value ("2026-11-23T09:30") for an instant, as the wall clock of `timeZone`. */
export function toZonedInput(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant a `datetime-local` value means on the wall clock of `timeZone` (DST-aware). */
export function fromZonedInput(value: string, timeZone: string): Date {
  const asUtc = Date.parse(`${value}:00Z`);
  const offsetAt = (instant: number) =>
    Date.parse(`${toZonedInput(new Date(instant), timeZone)}:00Z`) - instant;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
