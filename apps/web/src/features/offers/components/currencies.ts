/**
 * The currencies offered when making an offer: "" first (Talentport's default, which the server
 * sets from PLATFORM_CURRENCY), then common ISO 4217 codes. The API takes any three-letter code.
 */
export const CURRENCIES = ['', 'USD', 'EUR', 'GBP', 'SGD', 'MYR', 'AUD', 'CAD', 'CHF', 'JPY', 'INR'] as const;
