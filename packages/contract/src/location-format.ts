import type { LanguageLevel, SpokenLanguage } from './location.js';
import { formatUtcOffset, utcOffsetMinutes } from './location.js';
import { localParts } from './time-zones.js';

/**
 * Location and languages in words (decision 129), for the web app (in the viewer's locale) and the
 * crawlable pages (English): names come from Intl.DisplayNames, never from stored text.
 */

function displayName(locale: string | readonly string[], type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames(locale as string[], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const countryName = (code: string, locale: string | readonly string[] = 'en') =>
  displayName(locale, 'region', code);
export const languageName = (code: string, locale: string | readonly string[] = 'en') =>
  displayName(locale, 'language', code);

export const LANGUAGE_LEVEL_LABELS: Record<LanguageLevel, string> = {
  basic: 'basic',
  conversational: 'conversational',
  fluent: 'fluent',
  native: 'native',
};

type Place = { country: string; city: string; timeZone: string };

/** "Lyon, France" (either part alone when the other is missing; '' when neither). */
export function placeText(place: Place, locale: string | readonly string[] = 'en'): string {
  return [place.city, place.country ? countryName(place.country, locale) : ''].filter(Boolean).join(', ');
}

/** "14:32 local time (UTC+1)" at `at`, or '' without a time zone. */
export function localTimeText(timeZone: string, at: Date = new Date()): string {
  if (!timeZone) return '';
  try {
    const parts = localParts(at, timeZone);
    const clock = `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
    return `${clock} local time (${formatUtcOffset(utcOffsetMinutes(timeZone, at))})`;
  } catch {
    return '';
  }
}

/** "Lyon, France · 14:32 local time (UTC+1)"; the parts given, '' when none. */
export function locationText(place: Place, locale: string | readonly string[] = 'en', at?: Date): string {
  return [placeText(place, locale), localTimeText(place.timeZone, at)].filter(Boolean).join(' · ');
}

/** "French (native), English (fluent)". */
export function languagesText(
  languages: readonly SpokenLanguage[],
  locale: string | readonly string[] = 'en',
) {
  return languages
    .map((spoken) => `${languageName(spoken.language, locale)} (${LANGUAGE_LEVEL_LABELS[spoken.level]})`)
    .join(', ');
}
