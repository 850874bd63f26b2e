import '../offers.css';
import type { OfferTerms } from '@talentport/contract';
import { formatWhen } from '../../../lib/format-date';
import { formatHourlyRate, formatMoney } from '../../../lib/format-money';

/** A calendar day (YYYY-MM-DD) in the viewer's style, read at noon UTC so no zone moves it a day. */
export const formatDay = (day: string) => formatWhen(`${day.slice(0, 10)}T12:00:00Z`);

/**
 * The agreed (or proposed) terms as a list of facts, with the milestones when fixed-price (left out
 * where the page shows them live, like an engagement's Work page).
 */
export function OfferTermsView({
  terms,
  isMilestonesShown = true,
}: {
  terms: OfferTerms;
  isMilestonesShown?: boolean;
}) {
  const money = (minor: number) => formatMoney(minor, terms.currency);
  return (
    <>
      <dl className="offer-terms">
        <dt>Kind</dt>
        <dd>{terms.kind === 'fixed' ? 'Fixed price' : 'Hourly'}</dd>
        {terms.kind === 'fixed' && terms.amount !== null ? (
          <>
            <dt>Total</dt>
            <dd>{money(terms.amount)}</dd>
          </>
        ) : null}
        {terms.kind === 'hourly' && terms.hourlyRate !== null ? (
          <>
            <dt>Rate</dt>
            <dd>
              {formatHourlyRate(terms.hourlyRate, terms.currency)}
              {terms.weeklyHourLimit ? `, at most ${terms.weeklyHourLimit} hours a week` : ''}
            </dd>
          </>
        ) : null}
        <dt>Dates</dt>
        <dd>
          From {formatDay(terms.startDate)}
          {terms.endDate ? ` to ${formatDay(terms.endDate)}` : ', no end date'}
        </dd>
        <dt>Scope</dt>
        <dd>{terms.scope || 'Not described.'}</dd>
      </dl>
      {isMilestonesShown && terms.milestones.length > 0 ? (
        <ol className="offer-milestones" aria-label="Milestones">
          {terms.milestones.map((milestone, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a version's milestones never change
            <li key={index}>
              {milestone.title}: {money(milestone.amount)}, due {formatDay(milestone.dueDate)}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
