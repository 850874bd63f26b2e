import { currencyDigits } from './format-money';

export type ParsedMoney = { ok: true; minor: number } | { ok: false; message: string };

/** The decimal separator of a locale: "." in en-US, "," in de-DE. */
function decimalSeparatorOf(locale: string | undefined): string {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((item) => item.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * What someone typed as an amount ("1,250.50", "1250", "1.250,50", "$ 45") as integer minor units of
 * `currency`, computed from the digits as text so no float rounding can creep in. The decimal mark
 * is the rightmost of "." and "," when both appear; when only one kind appears once, it is a decimal
 * mark unless exactly three digits follow and it is not the locale's ("1,250" is 1250 in en-US,
 * 1.25 in de-DE); a mark that appears twice groups thousands. More fraction digits
 * than the currency has is refused, never rounded.
 */
export function parseMoneyInput(text: string, currency: string, locale?: string): ParsedMoney {
  const digits = currencyDigits(currency);
  const example = digits === 0 ? '1,250' : `1,250.${'5'.padEnd(digits, '0')}`;
  const code = currency.toUpperCase();
  // Spaces and apostrophes group thousands in some locales; a currency code or symbol may lead or trail.
  const cleaned = text
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(new RegExp(`^${code}|${code}$`, 'i'), '')
    .replace(/^[^\p{L}\d.,-]+|[^\p{L}\d.,]+$/gu, '');
  if (cleaned === '') return { ok: false, message: 'Enter an amount.' };
  if (cleaned.startsWith('-')) return { ok: false, message: 'Enter an amount above zero.' };
  if (!/^[\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) {
    return { ok: false, message: `Write the amount in numbers, like ${example}.` };
  }
  const lastDot = cleaned.lastIndexOf('.');
  const lastComma = cleaned.lastIndexOf(',');
  let decimalMark: string | null;
  if (lastDot >= 0 && lastComma >= 0) decimalMark = lastDot > lastComma ? '.' : ',';
  else if (lastDot < 0 && lastComma < 0) decimalMark = null;
  else {
    const mark = lastDot >= 0 ? '.' : ',';
    const count = cleaned.split(mark).length - 1;
    const after = cleaned.length - cleaned.lastIndexOf(mark) - 1;
    // "1,5" can only be a decimal; "1,250" is one in de-DE and a thousand in en-US.
    const isDecimal = after !== 3 || mark === decimalSeparatorOf(locale);
    decimalMark = count === 1 && isDecimal ? mark : null;
  }
  let whole = cleaned;
  let fraction = '';
  if (decimalMark) {
    const at = cleaned.lastIndexOf(decimalMark);
    whole = cleaned.slice(0, at);
    fraction = cleaned.slice(at + 1);
    if (whole.includes(decimalMark)) {
      return { ok: false, message: `Write the amount in numbers, like ${example}.` };
    }
  }
  whole = whole.replace(/[.,]/g, '');
  if (fraction.length > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `${code} amounts have no decimals.`
          : `Use at most ${digits} digits after the decimal point.`,
    };
  }
  const minorText = `${whole || '0'}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(minorText);
  if (!Number.isSafeInteger(minor)) return { ok: false, message: 'That amount is too large.' };
  return { ok: true, minor };
}
