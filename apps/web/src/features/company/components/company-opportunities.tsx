import type { OpportunityType, UserRole } from '@talentport/contract';
import { useId, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { OpportunityCard } from '../../opportunities/components/opportunity-card';
import { TypeTabs } from '../../opportunities/components/type-tabs';
import { COMPANY_OPPORTUNITIES_PER_PAGE, useCompanyOpportunities } from '../api/get-company-opportunities';

type CompanyOpportunitiesProps = {
  code: string;
  companyRole: UserRole;
  /** Where a card links to, or null when the viewer cannot open opportunities (employers). */
  detailPath: ((id: string) => string) | null;
};

/**
 * "Open positions" on a company's public page: its listed jobs or projects, newest first, a page
 * at a time. Agencies post projects only, so their page opens on projects.
 */
export function CompanyOpportunities({ code, companyRole, detailPath }: CompanyOpportunitiesProps) {
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
                <li key={opportunity._id}>
                  <OpportunityCard opportunity={opportunity} to={detailPath?.(opportunity._id)} />
                </li>
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
