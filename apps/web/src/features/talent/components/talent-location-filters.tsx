import {
  countryName,
  formatUtcOffset,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  languageName,
  utcOffsetMinutes,
} from '@talentport/contract';
import { useMemo } from 'react';
import { browserTimeZone, countryOptions, languageOptions, viewerLocales } from '../../../lib/location-names';
import { OVERLAP_HOURS, type TalentFilters } from '../search-params';

type Props = {
  filters: TalentFilters;
  onChange: (patch: Partial<TalentFilters>) => void;
  idPrefix: string;
};

const LEVEL_LABELS: Record<LanguageLevel, string> = {
  basic: 'Basic or better',
  conversational: 'Conversational or better',
  fluent: 'Fluent or native',
  native: 'Native',
};

/** "Europe/Paris (UTC+1)": the zone the hours in common are counted against. */
function viewerZoneText(): string {
  const zone = browserTimeZone() || 'UTC';
  try {
    return `${zone.replace(/_/g, ' ')} (${formatUtcOffset(utcOffsetMinutes(zone))})`;
  } catch {
    return zone;
  }
}

/**
 * Country, language (at a minimum level) and working hours in common with the viewer (decision
 * 129). Each is one choice here; a shared link may carry several countries or languages.
 */
export function TalentLocationFilters({ filters, onChange, idPrefix }: Props) {
  const locales = viewerLocales();
  const countries = useMemo(() => countryOptions(locales), [locales]);
  const languages = useMemo(() => languageOptions(locales), [locales]);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="filters__group filters__location">
      <legend>Location and languages</legend>
      <div className="filters__select">
        <label htmlFor={id('country')}>Country</label>
        <select
          id={id('country')}
          className="field__control field__control--select"
          value={filters.country[0] ?? ''}
          onChange={(event) => onChange({ country: event.target.value ? [event.target.value] : [] })}
        >
          <option value="">Any country</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code, locales)}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__select">
        <label htmlFor={id('language')}>Language</label>
        <select
          id={id('language')}
          className="field__control field__control--select"
          value={filters.language[0] ?? ''}
          onChange={(event) => onChange({ language: event.target.value ? [event.target.value] : [] })}
        >
          <option value="">Any language</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageName(code, locales)}
            </option>
          ))}
        </select>
      </div>
      {filters.language.length > 0 ? (
        <div className="filters__select">
          <label htmlFor={id('languageLevel')}>Level</label>
          <select
            id={id('languageLevel')}
            className="field__control field__control--select"
            value={filters.languageLevel ?? ''}
            onChange={(event) =>
              onChange({ languageLevel: (event.target.value || null) as LanguageLevel | null })
            }
          >
            <option value="">Any level</option>
            {LANGUAGE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="filters__select">
        <label htmlFor={id('overlap')}>Working hours in common with you</label>
        <select
          id={id('overlap')}
          className="field__control field__control--select"
          value={filters.overlap ?? ''}
          aria-describedby={id('overlap-hint')}
          onChange={(event) => onChange({ overlap: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Any time zone</option>
          {OVERLAP_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              At least {hours} {hours === 1 ? 'hour' : 'hours'}
            </option>
          ))}
        </select>
      </div>
      <p id={id('overlap-hint')} className="field__hint">
        Working hours are 9:00–17:00 local time; yours are in {viewerZoneText()}.
      </p>
    </fieldset>
  );
}
