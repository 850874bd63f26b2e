import { languagesText, locationText, type SpokenLanguage } from '@talentport/contract';
import { viewerLocales } from '../lib/location-names';

type PersonLocationProps = {
  person: { country: string; city: string; timeZone: string; languages: readonly SpokenLanguage[] };
  className?: string;
};

/**
 * Where someone works from, their local time now, and their languages (decision 129), in the
 * viewer's language: "Lyon, France · 14:32 local time (UTC+1)", "French (native), English (fluent)".
 */
export function PersonLocation({ person, className = 'person-place' }: PersonLocationProps) {
  const locales = viewerLocales();
  const where = locationText(person, locales);
  const spoken = languagesText(person.languages, locales);
  if (!where && !spoken) return null;
  return (
    <>
      {where ? (
        <p className={className}>
          <span className="visually-hidden">Location: </span>
          {where}
        </p>
      ) : null}
      {spoken ? (
        <p className={className}>
          <span className="visually-hidden">Languages: </span>
          {spoken}
        </p>
      ) : null}
    </>
  );
}
