import { z } from 'zod';
import { localParts } from './time-zones.js';

/**
 * Where a freelancer works from and the languages they speak (decision 129): a country (ISO 3166-1
 * alpha-2), a city, an IANA time zone and up to ten languages (ISO 639-1) with a level. Names are
 * never stored: the web app shows them in the viewer's language (Intl.DisplayNames).
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ');

export const LANGUAGE_CODES = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee ' +
  'el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io ' +
  'is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn ' +
  'mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se ' +
  'sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo ' +
  'wa wo xh yi yo za zh zu'
).split(' ');

/** From least to most; a search's minimum level keeps that level and the ones after it. */
export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const MAX_LANGUAGES = 10;
export const CITY_MAX = 100;

/** The levels at or above `min` (every level when none). */
export function levelsAtLeast(min: LanguageLevel | undefined): LanguageLevel[] {
  return LANGUAGE_LEVELS.slice(min ? LANGUAGE_LEVELS.indexOf(min) : 0);
}

let zones: Set<string> | null = null;
/** The IANA names this runtime knows (Intl.supportedValuesOf), the list a profile's time zone is checked against. */
export function supportedTimeZones(): Set<string> {
  if (!zones) {
    const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
    zones = new Set(intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : []);
    zones.add('UTC');
  }
  return zones;
}

/**
 * The runtime's own name of an IANA time zone (`Asia/Kolkata` may read `Asia/Calcutta`), or null
 * when it is not one of Intl.supportedValuesOf('timeZone') (offsets like `+05:00` are refused). A
 * profile stores this name, so every stored zone is one the search's list of zones holds.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!name || name.length > 64) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return supportedTimeZones().has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** Whether two names mean the same zone for this runtime. */
export function isSameTimeZone(a: string, b: string): boolean {
  return a === b || (canonicalTimeZone(a) ?? a) === (canonicalTimeZone(b) ?? b);
}

/** Minutes `timeZone` is ahead of UTC at `at` (DST included). */
export function utcOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** Working hours are 09:00–17:00 local time (decision 129). */
export const WORKING_DAY_MINUTES = 8 * 60;

/**
 * Minutes two people's working days (09:00–17:00 each, local) have in common, from their UTC
 * offsets: 8 hours less the offsets' distance around the clock (a day apart counts: 17:00 on
 * Monday in one place can be 09:00 on Tuesday in another).
 */
export function workingOverlapMinutes(offsetA: number, offsetB: number): number {
  const apart = Math.abs(offsetA - offsetB) % 1440;
  return Math.max(0, WORKING_DAY_MINUTES - Math.min(apart, 1440 - apart));
}

// Offsets per zone for the current minute: a search's facet groups ask for the same zones again.
let offsetsMinute = -1;
const offsets = new Map<string, number | null>();
function cachedOffset(zone: string, at: Date): number | null {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== offsetsMinute) {
    offsets.clear();
    offsetsMinute = minute;
  }
  let offset = offsets.get(zone);
  if (offset === undefined) {
    try {
      offset = utcOffsetMinutes(zone, at);
    } catch {
      offset = null;
    }
    offsets.set(zone, offset);
  }
  return offset;
}

/** Of `candidates`, the time zones whose working day shares at least `hours` with `timeZone`'s, at `at`. */
export function zonesOverlapping(
  timeZone: string,
  hours: number,
  candidates: Iterable<string>,
  at: Date = new Date(),
): string[] {
  const mine = utcOffsetMinutes(timeZone, at);
  const byOffset = new Map<number, boolean>();
  const found: string[] = [];
  for (const zone of candidates) {
    const offset = cachedOffset(zone, at);
    if (offset === null) continue;
    let fits = byOffset.get(offset);
    if (fits === undefined) {
      fits = workingOverlapMinutes(mine, offset) >= hours * 60;
      byOffset.set(offset, fits);
    }
    if (fits) found.push(zone);
  }
  return found;
}

/** "UTC+1", "UTC−3:30", "UTC" for an offset in minutes. */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const countries = new Set(COUNTRY_CODES);
const languages = new Set(LANGUAGE_CODES);

export const countryCodeSchema = z
  .string({ error: 'must be a two-letter country code, like FR' })
  .trim()
  .toUpperCase()
  .refine((value) => countries.has(value), 'must be a two-letter country code (ISO 3166-1), like FR');

export const languageCodeSchema = z
  .string({ error: 'must be a two-letter language code, like fr' })
  .trim()
  .toLowerCase()
  .refine((value) => languages.has(value), 'must be a two-letter language code (ISO 639-1), like fr');

export const languageLevelSchema = z.enum(LANGUAGE_LEVELS, {
  error: `must be one of ${LANGUAGE_LEVELS.join(', ')}`,
});

export const timeZoneSchema = z
  .string({ error: 'must be a time zone name, like Europe/Paris' })
  .trim()
  .refine((value) => canonicalTimeZone(value) !== null, 'must be a time zone name, like Europe/Paris')
  .transform((value) => canonicalTimeZone(value) as string);

export const spokenLanguageSchema = z.object({
  language: languageCodeSchema,
  level: languageLevelSchema,
});
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;

export const spokenLanguagesSchema = z
  .array(spokenLanguageSchema, { error: 'must be a list of languages with a level' })
  .max(MAX_LANGUAGES, `must list at most ${MAX_LANGUAGES} languages`)
  .refine(
    (list) => new Set(list.map((entry) => entry.language)).size === list.length,
    'must name each language once',
  );

/** The profile's location fields as `PUT /v1/user/profile` takes them; an empty text clears one. */
export const locationInputShape = {
  country: z
    .string({ error: 'must be a two-letter country code, like FR' })
    .trim()
    .toUpperCase()
    .refine(
      (value) => value === '' || countries.has(value),
      'must be a two-letter country code (ISO 3166-1), like FR',
    )
    .optional(),
  city: z
    .string({ error: 'must be text' })
    .trim()
    .max(CITY_MAX, `must be at most ${CITY_MAX} characters`)
    .optional(),
  timeZone: z
    .string({ error: 'must be a time zone name, like Europe/Paris' })
    .trim()
    .refine(
      (value) => value === '' || canonicalTimeZone(value) !== null,
      'must be a time zone name, like Europe/Paris',
    )
    .transform((value) => (value === '' ? '' : (canonicalTimeZone(value) as string)))
    .optional(),
  languages: spokenLanguagesSchema.optional(),
};

/** How a profile, a card and the public page carry them ('' when not given). */
export const locationShape = {
  country: z.string(),
  city: z.string(),
  timeZone: z.string(),
  languages: z.array(spokenLanguageSchema),
};
