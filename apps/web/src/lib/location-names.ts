import {
  COUNTRY_CODES,
  canonicalTimeZone,
  countryName,
  isSameTimeZone,
  LANGUAGE_CODES,
  languageName,
} from '@talentport/contract';

/**
 * Names of countries and languages in the viewer's language (Intl.DisplayNames), and the browser's
 * time zones (decision 129). Codes are stored; names are only ever shown.
 */
export function viewerLocales(): readonly string[] {
  return typeof navigator !== 'undefined' && navigator.languages?.length ? navigator.languages : ['en'];
}

const byName = (codes: readonly string[], name: (code: string) => string) =>
  [...codes].sort((a, b) => name(a).localeCompare(name(b)));

export function countryOptions(locales = viewerLocales()) {
  return byName(COUNTRY_CODES, (code) => countryName(code, locales));
}

export function languageOptions(locales = viewerLocales()) {
  return byName(LANGUAGE_CODES, (code) => languageName(code, locales));
}

/** The browser's own time zone, as the API would store it ('' when the browser gives none it knows). */
export function browserTimeZone(): string {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? '';
  } catch {
    return '';
  }
}

/** Every time zone the browser knows, with `saved` among them even when it spells it differently. */
export function timeZoneOptions(saved: string): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  const list = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  if (saved && !list.some((zone) => isSameTimeZone(zone, saved))) list.push(saved);
  return list;
}

/** The option of `options` that means `zone` (browsers spell some zones differently). */
export function matchingZone(zone: string, options: readonly string[]): string {
  return options.find((option) => isSameTimeZone(option, zone)) ?? zone;
}
