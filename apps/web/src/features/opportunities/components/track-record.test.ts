import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../../lib/format-date';
import { describeDay, describeWait } from './track-record';

describe('track record wording', () => {
  it('says how long a first answer takes in plain words', () => {
    expect(describeWait(0)).toBe('within an hour');
    expect(describeWait(3599)).toBe('within an hour');
    expect(describeWait(3600)).toBe('within 1 hour');
    expect(describeWait(5 * 3600 - 1)).toBe('within 5 hours');
    expect(describeWait(47 * 3600)).toBe('within 47 hours');
    expect(describeWait(3 * 24 * 3600)).toBe('within 3 days');
  });

  it('says when, relative to today, and a date past a month', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(describeDay('2026-11-25T08:00:00Z', now)).toBe('today');
    expect(describeDay('2026-11-24T08:00:00Z', now)).toBe('yesterday');
    expect(describeDay('2026-11-20T12:00:00Z', now)).toBe('5 days ago');
    expect(describeDay('2026-09-01T12:00:00Z', now)).toBe(`on ${formatWhen('2026-09-01T12:00:00Z')}`);
  });
});
