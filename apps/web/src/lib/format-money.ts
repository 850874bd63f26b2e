/**
 * Money as people read it (issue 34): an amount in integer minor units of an ISO 4217 currency,
 * written with `Intl.NumberFormat` in the viewer's locale (the browser's language), with as many
 * fraction digits as the currency has (USD 2, JPY 0, BHD 3). Never a float on the wire: the
 * division happens here, for display only. Formatters are made once per locale and currency.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An empty currency is "not chosen yet" (the server will use the platform's): the number alone,
 * with two decimals, so nothing claims a currency that was not agreed.
 */
function formatterFor(currency: string, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency })
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How many digits the currency's minor unit has: 2 for USD and EUR, 0 for JPY, 3 for BHD. */
export function currencyDigits(currency: string): number {
  try {
    return formatterFor(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Whole units as minor units' divisor: 100 for USD, 1 for JPY. */
function scaleOf(currency: string): number {
  return 10 ** currencyDigits(currency);
}

/**
 * `125050, 'USD'` → "$1,250.50" in en-US, "1.250,50 $" in de-DE; `5000, 'JPY'` → "¥5,000".
 * An unknown currency code is written as the number and the code ("1,250.50 XYZ").
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const code = currency.toUpperCase();
  try {
    return formatterFor(code, locale).format(minor / scaleOf(code));
  } catch {
    return `${(minor / 100).toFixed(2)} ${code}`;
  }
}

/** An hourly rate: "$45.00/hour". */
export function formatHourlyRate(minor: number, currency: string, locale?: string): string {
  return `${formatMoney(minor, currency, locale)}/hour`;
}

/**
 * A minor-unit amount as an editable number in plain digits, no grouping and "." as the decimal
 * point ("1250.50"), the form's prefill: `parseMoneyInput` reads it back exactly.
 */
export function minorToInput(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
