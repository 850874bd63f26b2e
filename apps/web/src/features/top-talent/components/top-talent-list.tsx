import '../top-talent.css';
import { OCCUPATIONS, type Occupation, type TopTalentCard } from '@talentport/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { Spinner } from '../../../components/ui/spinner';
import { useRandomTopTalent } from '../api/get-random-top-talent';

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function TalentCard({ card, href }: { card: TopTalentCard; href: string }) {
  const avatar = card.avatar[0];
  return (
    <li className={`talent-card${card.isHighlighted ? ' talent-card--highlighted' : ''}`}>
      <Link to={href} className="talent-card__link">
        {avatar ? (
          <img className="talent-card__avatar" src={avatar.url} alt="" width={56} height={56} />
        ) : (
          <span className="talent-card__avatar talent-card__avatar--initials" aria-hidden="true">
            {initials(card.fullname)}
          </span>
        )}
        <span className="talent-card__body">
          <span className="talent-card__name">{card.fullname}</span>
          <span className="talent-card__meta">
            {card.occupation} · {card.experienceLevel}
          </span>
          <span className="talent-card__skills">{card.skills.slice(0, 3).join(', ')}</span>
          {card.numberOfRate > 0 ? <RatingSummary rating={card.rating} count={card.numberOfRate} /> : null}
        </span>
        {card.isHighlighted ? <span className="talent-card__badge">Highlighted</span> : null}
      </Link>
    </li>
  );
}

/** A random sample of good freelancer profiles; `profileHref` builds the link for the viewer. */
export function TopTalentList({
  heading,
  count = 6,
  profileHref,
  isFilterable = false,
}: {
  heading: string;
  count?: number;
  profileHref: (code: string) => string;
  isFilterable?: boolean;
}) {
  const [occupation, setOccupation] = useState<Occupation | ''>('');
  const query = useRandomTopTalent({ count, ...(occupation ? { occupation } : {}) });
  return (
    <section className="top-talent" aria-labelledby="top-talent-heading">
      <div className="top-talent__head">
        <h2 id="top-talent-heading">{heading}</h2>
        {isFilterable ? (
          <label className="top-talent__filter">
            <span>Occupation</span>
            <select
              className="field__control"
              value={occupation}
              onChange={(e) => setOccupation(OCCUPATIONS.find((o) => o === e.target.value) ?? '')}
            >
              <option value="">All occupations</option>
              {OCCUPATIONS.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {query.isPending ? (
        <div className="inline-loading" role="status" aria-label="Loading top talent">
          <Spinner />
        </div>
      ) : query.isError ? (
        <p>Top talent could not be loaded right now.</p>
      ) : query.data.items.length === 0 ? (
        <p>No profiles to show here yet. Check back soon: new freelancers join every day.</p>
      ) : (
        <ul className="top-talent__grid">
          {query.data.items.map((card) => (
            <TalentCard key={card.code} card={card} href={profileHref(card.code)} />
          ))}
        </ul>
      )}
    </section>
  );
}
