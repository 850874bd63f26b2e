import { describe, expect, it } from 'vitest';
import { minorToInput } from './format-money';
import { parseMoneyInput } from './parse-money';

const minor = (text: string, currency = 'USD', locale = 'en-US') => {
  const parsed = parseMoneyInput(text, currency, locale);
  return parsed.ok ? parsed.minor : parsed.message;
};

describe('an amount typed by a person, as minor units', () => {
  it('reads the usual ways of writing an amount', () => {
    expect(minor('1,250.50')).toBe(125050);
    expect(minor('1250.5')).toBe(125050);
    expect(minor('1250')).toBe(125000);
    expect(minor('  $ 1,250.50 ')).toBe(125050);
    expect(minor('0.07')).toBe(7);
    expect(minor('.5')).toBe(50);
    expect(minor('1,000,000')).toBe(100000000);
  });

  it('never goes through a float: amounts that floats get wrong stay exact', () => {
    expect(minor('0.29')).toBe(29);
    expect(minor('1.15')).toBe(115);
    expect(minor('4.35')).toBe(435);
    expect(minor('90071992547409.91')).toBe(9007199254740991);
  });

  it('reads European writing', () => {
    expect(minor('1.250,50', 'EUR', 'de-DE')).toBe(125050);
    expect(minor('1250,5', 'EUR', 'de-DE')).toBe(125050);
    expect(minor('1,25', 'EUR', 'de-DE')).toBe(125);
    expect(minor('1,250', 'EUR', 'de-DE')).toBe('Use at most 2 digits after the decimal point.');
    expect(minor('1 250,50', 'EUR', 'fr-FR')).toBe(125050);
    // Only a decimal can have one or two digits after the mark, whatever the locale.
    expect(minor('12,5')).toBe(1250);
  });

  it('follows the currency’s minor unit', () => {
    expect(minor('5,000', 'JPY')).toBe(5000);
    expect(minor('USD 45')).toBe(4500);
    expect(minor('45 usd')).toBe(4500);
    expect(minor('1.234', 'BHD')).toBe(1234);
    expect(minor('50.5', 'JPY')).toBe('JPY amounts have no decimals.');
    expect(minor('1.255')).toBe('Use at most 2 digits after the decimal point.');
  });

  it('refuses what is not an amount, with a sentence', () => {
    expect(minor('')).toBe('Enter an amount.');
    expect(minor('   ')).toBe('Enter an amount.');
    expect(minor('-5')).toBe('Enter an amount above zero.');
    expect(minor('12abc')).toBe('Write the amount in numbers, like 1,250.50.');
    expect(minor('1.2.3,4.5')).toBe('Write the amount in numbers, like 1,250.50.');
    expect(minor('99999999999999999')).toBe('That amount is too large.');
  });

  it('reads back what minorToInput writes', () => {
    for (const [value, currency] of [
      [125050, 'USD'],
      [1, 'USD'],
      [5000, 'JPY'],
      [1234, 'BHD'],
    ] as const) {
      expect(minor(minorToInput(value, currency), currency)).toBe(value);
    }
  });
});
