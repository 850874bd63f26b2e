import '../talent.css';
import type { AgencyCard, TalentCard, TalentPayType } from '@talentport/contract';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonLocation } from '../../../components/person-location';
import { formatAvailability, formatRates, formatRating, initials } from '../card-format';

function Avatar({ url, name }: { url: string | undefined; name: string }) {
  return url ? (
    <img className="talent-result__avatar" src={url} alt="" width={64} height={64} loading="lazy" />
  ) : (
    <span className="talent-result__avatar talent-result__avatar--initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

type TalentResultCardProps = {
  card: TalentCard;
  /** The profile page for this viewer (the route rules: guests /talent/CODE, an employer /employer/talent/CODE). */
  to: string;
  /** Which rate to show first (the one the search filters on). */
  payType: TalentPayType | null;
  /** Message, invite, save, share: composed by the screen, since they belong to other features. */
  actions?: ReactNode;
};

/** One freelancer in the directory: photo, name, occupation, experience, top skills, rate, rating. */
export const TalentResultCard = memo(function TalentResultCard({
  card,
  to,
  payType,
  actions,
}: TalentResultCardProps) {
  const availability = formatAvailability(card);
  return (
    <article
      className={`talent-result${card.isHighlighted ? ' talent-result--highlighted' : ''}`}
      aria-label={card.fullname}
    >
      <div className="talent-result__head">
        <Avatar url={card.avatar[0]?.url} name={card.fullname} />
        <div className="talent-result__title">
          <h3 className="talent-result__name">
            <Link to={to}>{card.fullname}</Link>
          </h3>
          <p className="talent-result__meta">
            {[card.occupation, card.experienceLevel].filter(Boolean).join(' · ')}
          </p>
          <PersonLocation person={card} className="person-place talent-result__place" />
          <p className="talent-result__rating">{formatRating(card.rating, card.numberOfRate)}</p>
        </div>
        {card.isHighlighted ? <span className="badge badge--highlight">Highlighted</span> : null}
      </div>
      {card.headline ? <p className="talent-result__headline">{card.headline}</p> : null}
      {card.skills.length > 0 ? (
        <ul className="talent-result__skills" aria-label="Top skills">
          {card.skills.slice(0, 5).map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      ) : null}
      <p className="talent-result__facts">
        <strong>{formatRates(card, payType)}</strong>
        {[card.workingMode, card.workLoad, availability].filter(Boolean).map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </p>
      {actions ? <div className="talent-result__actions">{actions}</div> : null}
    </article>
  );
});

/** The agency's bench (decision 131): the first faces and how many people the viewer may see. */
function BenchPreview({ card }: { card: AgencyCard }) {
  if (card.benchCount === 0) return null;
  const people = card.benchCount === 1 ? '1 person' : `${card.benchCount} people`;
  return (
    <div className="bench-preview">
      <ul className="bench-preview__faces" aria-hidden="true">
        {card.benchPreview.map((person) =>
          person.avatar[0]?.url ? (
            <li key={person.code}>
              <img
                className="bench-preview__face"
                src={person.avatar[0].url}
                alt=""
                width={32}
                height={32}
                loading="lazy"
              />
            </li>
          ) : (
            <li key={person.code}>
              <span className="bench-preview__face bench-preview__face--initials">
                {initials(person.fullname)}
              </span>
            </li>
          ),
        )}
      </ul>
      <p className="bench-preview__count">
        {people} on the bench
        <span className="visually-hidden">
          {`: ${card.benchPreview.map((person) => person.fullname).join(', ')}${card.benchCount > card.benchPreview.length ? ' and more' : ''}`}
        </span>
      </p>
    </div>
  );
}

/** One agency in the Agencies tab; it links to the company page. */
export const AgencyResultCard = memo(function AgencyResultCard({
  card,
  to,
  actions,
}: {
  card: AgencyCard;
  to: string;
  /** Message and the like: composed by the screen, since they belong to other features. */
  actions?: ReactNode;
}) {
  return (
    <article className="talent-result" aria-label={card.name}>
      <div className="talent-result__head">
        <Avatar url={card.avatar[0]?.url} name={card.name} />
        <div className="talent-result__title">
          <h3 className="talent-result__name">
            <Link to={to}>{card.name}</Link>
          </h3>
          <p className="talent-result__meta">
            {[
              card.companyIndustry,
              card.companyLocation,
              card.companySize ? `${card.companySize} people` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="talent-result__rating">{formatRating(card.rating, card.numberOfRate)}</p>
        </div>
      </div>
      {card.about ? <p className="talent-result__headline">{card.about}</p> : null}
      <BenchPreview card={card} />
      {actions ? <div className="talent-result__actions">{actions}</div> : null}
    </article>
  );
});
