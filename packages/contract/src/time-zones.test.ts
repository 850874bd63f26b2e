import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput, zonedTimeToUtc } from './time-zones.js';

describe('wall-clock times in a time zone, DST included', () => {
  it('round-trips a datetime-local value through an instant', () => {
    const instant = fromZonedInput('2026-03-29T09:30', 'Europe/Paris');
    expect(instant.toISOString()).toBe('2026-03-29T07:30:00.000Z');
    expect(toZonedInput(instant, 'Europe/Paris')).toBe('2026-03-29T09:30');
    expect(toZonedInput(new Date('2026-11-28T00:00:00Z'), 'Asia/Singapore')).toBe('2026-11-28T08:00');
  });

  it('knows that 02:30 does not exist on a spring-forward night and reads it as 03:30', () => {
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 29 }, 150, 'Europe/Paris')).toBeNull();
    expect(fromZonedInput('2026-03-29T02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads the twice-shown 02:30 of a fall-back night as the second one (standard time)', () => {
    expect(fromZonedInput('2026-10-25T02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});
