import '../opportunities.css';
import { EMPLOYER_TAB_NAMES, type EmployerTabName, LIST_TYPES, type ListType } from '@talentport/contract';
import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListTypeTabs, Tabs } from '../../../components/ui/tabs';
import { useOwnOpportunities } from '../api/get-own-opportunities';
import { OpportunityCard } from './opportunity-card';
import { OpportunityListResults } from './opportunity-list-results';

const TAB_LABELS: Record<EmployerTabName, string> = {
  All: 'All',
  open: 'Open',
  draft: 'Drafts',
  closed: 'Closed',
};

type OwnOpportunitiesProps = {
  heading: string;
  eyebrow: string;
  /** Base path of this pipeline: `/employer/opportunities` or `/agency/posted`. */
  basePath: string;
  canPostJobs: boolean;
  /** More links next to "Post a job" (the screen adds "Find talent"). */
  headingActions?: ReactNode;
};

/**
 * The data rules Employer view state: `tabName` (default "All") and `type` in the URL. The type opens
 * on "All" (issue 35): a project just posted must not hide behind the Jobs tab.
 */
export function OwnOpportunities({
  heading,
  eyebrow,
  basePath,
  canPostJobs,
  headingActions,
}: OwnOpportunitiesProps) {
  const [params, setParams] = useSearchParams();
  const tabName = EMPLOYER_TAB_NAMES.find((tab) => tab === params.get('tabName')) ?? 'All';
  const type: ListType = !canPostJobs
    ? 'Project'
    : (LIST_TYPES.find((value) => value === params.get('type')) ?? 'All');
  const noun = type === 'Job' ? 'job' : type === 'Project' ? 'project' : 'job or project';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useOwnOpportunities({ tabName, type, page });
  const panelId = useId();
  const set = (next: { tabName?: EmployerTabName; type?: ListType; page?: number }) =>
    setParams({
      tabName: next.tabName ?? tabName,
      type: next.type ?? type,
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <div className="page page--wide">
      <p className="eyebrow">{eyebrow}</p>
      <div className="heading-row">
        <h1>{heading}</h1>
        <div className="heading-row__actions">
          {headingActions}
          <Link
            className="button button--primary"
            to={`${basePath}/new?type=${type === 'All' ? 'Job' : type}`}
          >
            Post a {type === 'Project' ? 'project' : 'job'}
          </Link>
        </div>
      </div>
      {canPostJobs ? <ListTypeTabs selected={type} onSelect={(next) => set({ type: next })} /> : null}
      <Tabs
        label="Status"
        values={EMPLOYER_TAB_NAMES}
        selected={tabName}
        onSelect={(next) => set({ tabName: next })}
        labelFor={(tab) => TAB_LABELS[tab]}
        panelId={panelId}
      />
      <section id={panelId} role="tabpanel" className="results">
        <OpportunityListResults
          query={query}
          page={page}
          onPageChange={(next) => set({ page: next })}
          empty={
            <>
              <h2>Nothing here yet</h2>
              <p>
                Post a {noun} to start receiving applications. You can keep it as a draft until it is ready.
              </p>
            </>
          }
          renderItem={(opportunity) => (
            <OpportunityCard opportunity={opportunity} to={`${basePath}/${opportunity._id}`}>
              <div className="opportunity-card__footer">
                <span className={`status status--${opportunity.status}`}>{opportunity.status}</span>
                <span>
                  <strong>{opportunity.applicantCount}</strong> applicants
                  {opportunity.newApplicantCount > 0 ? ` (${opportunity.newApplicantCount} new)` : ''}
                </span>
                <span>
                  <strong>{opportunity.hiredCount}</strong> hired
                </span>
                {opportunity.isHidden ? (
                  <span className="status status--rejected">hidden after reports</span>
                ) : null}
              </div>
            </OpportunityCard>
          )}
        />
      </section>
    </div>
  );
}
