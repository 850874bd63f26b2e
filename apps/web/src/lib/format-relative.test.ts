import { describe, expect, it } from 'vitest';
import { formatRelative } from './format-relative';

describe('how far away an instant is', () => {
  const now = new Date('2026-11-28T09:00:00Z');
  it('counts days, hours or minutes in the locale', () => {
    expect(formatRelative('2026-12-03T09:00:00Z', now, 'en')).toBe('in 5 days');
    expect(formatRelative('2026-11-29T09:00:00Z', now, 'en')).toBe('tomorrow');
    expect(formatRelative('2026-11-28T12:00:00Z', now, 'en')).toBe('in 3 hours');
    expect(formatRelative('2026-11-28T09:20:00Z', now, 'en')).toBe('in 20 minutes');
    expect(formatRelative('2026-11-26T09:00:00Z', now, 'en')).toBe('2 days ago');
    expect(formatRelative('2026-12-03T09:00:00Z', now, 'de')).toBe('in 5 Tagen');
  });

  it('answers nothing for what is not a date', () => {
    expect(formatRelative('soon', now)).toBe('');
  });
});
