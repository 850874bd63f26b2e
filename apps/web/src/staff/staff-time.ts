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

/** Date inputs of the console: the zone arithmetic is the contract's (one copy, DST-aware). */
export { fromZonedInput, toZonedInput } from '@talentport/contract';
