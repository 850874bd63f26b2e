import '../company.css';
import type { OpportunitySummary, OpportunityType, UserRole } from '@talentport/contract';
import { type ReactNode, useId, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { TypeTabs } from '../../../components/ui/tabs';
import { COMPANY_OPPORTUNITIES_PER_PAGE, useCompanyOpportunities } from '../api/get-company-opportunities';

type CompanyOpportunitiesProps = {
  code: string;
  companyRole: UserRole;
  /** One opportunity's card: the page that shows the list composes it from the opportunities feature. */
  renderOpportunity: (opportunity: OpportunitySummary) => ReactNode;
};

/**
 * "Open positions" on a company's public page: its listed jobs or projects, newest first, a page
 * at a time. Agencies post projects only, so their page opens on projects.
 */
export function CompanyOpportunities({ code, companyRole, renderOpportunity }: CompanyOpportunitiesProps) {
  const [type, setType] = useState<OpportunityType>(companyRole === 'agency' ? 'Project' : 'Job');
  const [page, setPage] = useState(1);
  const query = useCompanyOpportunities(code, type, page);
  const idPrefix = useId();
  const noun = type === 'Job' ? 'jobs' : 'projects';
  return (
    <section className="company-opportunities" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>Open positions</h2>
      <TypeTabs
        selected={type}
        onSelect={(next) => {
          setType(next);
          setPage(1);
        }}
        panelId={`${idPrefix}-panel`}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-busy={query.isFetching}>
        {query.isPending ? (
          <div className="inline-loading" role="status" aria-label={`Loading open ${noun}`}>
            <Spinner />
          </div>
        ) : query.isError ? (
          <p className="muted">The open {noun} could not be loaded. Please try again later.</p>
        ) : query.data.items.length === 0 ? (
          <p className="muted">No open {noun} right now.</p>
        ) : (
          <>
            <ul className="opportunity-list">
              {query.data.items.map((opportunity) => (
                <li key={opportunity._id}>{renderOpportunity(opportunity)}</li>
              ))}
            </ul>
            <Pagination
              page={page}
              total={query.data.total}
              recordPerPage={COMPANY_OPPORTUNITIES_PER_PAGE}
              onPageChange={setPage}
              label={`Pages of open ${noun}`}
            />
          </>
        )}
      </div>
    </section>
  );
}
