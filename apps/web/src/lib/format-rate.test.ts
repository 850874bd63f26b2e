import { describe, expect, it } from 'vitest';
import { formatRate, formatRates } from './format-rate';

describe('formatRate', () => {
  it('shows a given rate with its unit and thousands separators', () => {
    expect(formatRate('45', 'hour')).toBe('$45/hour');
    expect(formatRate('5000', 'month')).toBe('$5,000/month');
    expect(formatRate('5,000', 'month')).toBe('$5,000/month');
  });

  it('treats the default "0", an empty or unreadable rate as not given', () => {
    expect(formatRate('0', 'month')).toBeNull();
    expect(formatRate('', 'hour')).toBeNull();
    expect(formatRate('  ', 'hour')).toBeNull();
    expect(formatRate('ask me', 'hour')).toBeNull();
  });
});

describe('formatRates', () => {
  it('lists only the rates that are given', () => {
    expect(formatRates('45', '0')).toBe('$45/hour');
    expect(formatRates('45', '6000')).toBe('$45/hour · $6,000/month');
    expect(formatRates('0', '')).toBe('Not given');
  });
});
