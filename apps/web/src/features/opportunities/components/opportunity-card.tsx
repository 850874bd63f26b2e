import '../opportunities.css';
import type { OpportunitySummary } from '@talentport/contract';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { experienceLabel } from '../experience-label';
import { formatPay } from '../search-params';

type OpportunityCardProps = {
  opportunity: OpportunitySummary;
  /** Where the title links to; none for a viewer who cannot open it (an employer, the route rules). */
  to?: string;
  /** Extra lines under the facts: a status, buttons. */
  children?: ReactNode;
};

/**
 * One opportunity in a list: title, company, pay and the facts people filter by. Memoised: the
 * list's parents re-render as the session, profile and facet counts arrive, and the cards (same
 * cached objects) need not.
 */
export const OpportunityCard = memo(function OpportunityCard({
  opportunity,
  to,
  children,
}: OpportunityCardProps) {
  const logo = opportunity.company.avatar[0];
  return (
    <article className={`opportunity-card${opportunity.isFeatured ? ' opportunity-card--featured' : ''}`}>
      <div className="opportunity-card__head">
        <h3 className="opportunity-card__title">
          {to ? <Link to={to}>{opportunity.title}</Link> : opportunity.title}
        </h3>
        {opportunity.isFeatured ? <span className="badge badge--featured">Featured</span> : null}
      </div>
      <p className="opportunity-card__company">
        {logo ? (
          <img
            className="opportunity-card__logo"
            src={logo.url}
            alt=""
            width={32}
            height={32}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span>
          {opportunity.company.name}
          {opportunity.location ? ` · ${opportunity.location}` : ''}
        </span>
      </p>
      {opportunity.company.numberOfRate > 0 ? (
        <p className="opportunity-card__rating">
          <RatingSummary rating={opportunity.company.rating} count={opportunity.company.numberOfRate} />
        </p>
      ) : null}
      <p className="opportunity-card__pay">
        {formatPay(opportunity.payType, opportunity.payMin, opportunity.payMax)}
      </p>
      <ul className="chips" aria-label="Details">
        <li className="chip">{opportunity.occupation}</li>
        <li className="chip">{opportunity.workingMode}</li>
        <li className="chip">{opportunity.workload}</li>
        <li className="chip">{experienceLabel(opportunity.yearsOfExperience)}</li>
      </ul>
      <p className="opportunity-card__excerpt">{opportunity.excerpt}</p>
      {opportunity.skills.length > 0 ? (
        <p className="opportunity-card__skills muted">Skills: {opportunity.skills.join(', ')}</p>
      ) : null}
      {children}
    </article>
  );
});
