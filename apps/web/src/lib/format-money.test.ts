import { describe, expect, it } from 'vitest';
import { currencyDigits, formatHourlyRate, formatMoney, minorToInput } from './format-money';

/** Intl puts a no-break or narrow no-break space in some locales: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money in the viewer’s locale', () => {
  it('knows each currency’s minor unit', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
  });

  it('writes minor units with the currency’s fraction digits', () => {
    expect(formatMoney(125050, 'USD', 'en-US')).toBe('$1,250.50');
    expect(formatMoney(100, 'USD', 'en-US')).toBe('$1.00');
    expect(formatMoney(5000, 'JPY', 'en-US')).toBe('¥5,000');
    expect(plain(formatMoney(1234, 'BHD', 'en-US'))).toBe('BHD 1.234');
    expect(formatMoney(0, 'SGD', 'en-SG')).toBe('$0.00');
  });

  it('follows the locale’s separators and symbol position', () => {
    expect(plain(formatMoney(125050, 'EUR', 'de-DE'))).toBe('1.250,50 €');
    expect(plain(formatMoney(125050, 'EUR', 'fr-FR'))).toBe('1 250,50 €');
    expect(formatMoney(125050, 'USD', 'en-GB')).toBe('US$1,250.50');
  });

  it('uses the browser’s locale when none is given', () => {
    expect(formatMoney(4500, 'USD')).toBe(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(45),
    );
  });

  it('accepts a lower-case code and survives an unknown one', () => {
    expect(formatMoney(999, 'usd', 'en-US')).toBe('$9.99');
    expect(formatMoney(125050, 'US', 'en-US')).toBe('1250.50 US');
  });

  it('writes the number alone, two decimals, while no currency is chosen', () => {
    expect(currencyDigits('')).toBe(2);
    expect(formatMoney(125050, '', 'en-US')).toBe('1,250.50');
  });

  it('writes an hourly rate', () => {
    expect(formatHourlyRate(4500, 'USD', 'en-US')).toBe('$45.00/hour');
  });

  it('prefills an input with plain digits that read back exactly', () => {
    expect(minorToInput(125050, 'USD')).toBe('1250.50');
    expect(minorToInput(5, 'USD')).toBe('0.05');
    expect(minorToInput(5000, 'JPY')).toBe('5000');
    expect(minorToInput(1234, 'BHD')).toBe('1.234');
  });
});
