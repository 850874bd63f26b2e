import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-date';

describe('dates in the viewer’s locale', () => {
  const instant = '2026-11-28T09:30:00Z';
  it('formats each style as Intl does for the viewer’s locale', () => {
    const date = new Date(instant);
    expect(formatWhen(instant)).toBe(
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(date),
    );
    expect(formatWhen(date, 'longDate')).toBe(
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(date),
    );
    expect(formatWhen(instant, 'time')).toMatch(/\d{2}.\d{2}/);
  });

  it('answers nothing for a value that is not a date', () => {
    expect(formatWhen('not a date')).toBe('');
  });
});
