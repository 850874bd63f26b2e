import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('writes numbers as Intl.NumberFormat("en-SG", { maximumFractionDigits: 2 }) does', () => {
    const intl = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 2 });
    for (const value of [
      0, 7, 45, 999, 1000, 5000, 12345, 1234567, 1234.5, 0.1, 99.999, 1.005, 2500.25, -1234.5,
    ]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
  });
});
