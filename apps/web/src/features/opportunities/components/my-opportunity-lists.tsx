import '../opportunities.css';
import { isSuccess, LIST_TYPES, type ListType } from '@talentport/contract';
import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ListTypeTabs } from '../../../components/ui/tabs';
import { formatWhen } from '../../../lib/format-date';
import { useMyApplications } from '../api/get-my-applications';
import { useMyRequests } from '../api/get-my-requests';
import { useSavedOpportunities } from '../api/get-saved-opportunities';
import { useRespondToRequest } from '../api/respond-to-request';
import { useSaveOpportunity } from '../api/save-opportunity';
import { useWithdrawApplication } from '../api/withdraw-application';
import { OpportunityCard } from './opportunity-card';
import { OpportunityListResults } from './opportunity-list-results';

/**
 * The data rules Job state `typeAppliedJob` lives in the URL as `tab`, with the page. A person's own
 * lists open on "All" (issue 35): an application to a project must not hide behind the Jobs tab.
 */
function useTypeAndPage() {
  const [params, setParams] = useSearchParams();
  const type: ListType = LIST_TYPES.find((value) => value === params.get('tab')) ?? 'All';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: { type?: ListType; page?: number }) =>
    setParams({ tab: next.type ?? type, ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) });
  return { type, page, set };
}

type ListShellProps = {
  heading: string;
  type: ListType;
  onType: (type: ListType) => void;
  nav: ReactNode;
  children: ReactNode;
};

function ListShell({ heading, type, onType, nav, children }: ListShellProps) {
  const panelId = useId();
  return (
    <div className="page page--wide">
      <h1>{heading}</h1>
      {nav}
      <ListTypeTabs selected={type} onSelect={onType} panelId={panelId} />
      <section id={panelId} role="tabpanel" className="results">
        {children}
      </section>
    </div>
  );
}

const STATUS_TEXT: Record<string, string> = {
  new: 'Applied',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  hired: 'Hired',
  rejected: 'Not successful',
  withdrawn: 'Withdrawn',
};

const searchLink = (searchPath: string, type: ListType) =>
  type === 'All' ? searchPath : `${searchPath}?tab=${type}`;

type ListProps = {
  nav: ReactNode;
  detailPath: (id: string) => string;
  searchPath: string;
};

export function AppliedList({ nav, detailPath, searchPath }: ListProps) {
  const { type, page, set } = useTypeAndPage();
  const query = useMyApplications({ type, page });
  const withdraw = useWithdrawApplication();
  return (
    <ListShell heading="Your applications" type={type} onType={(next) => set({ type: next })} nav={nav}>
      <OpportunityListResults
        query={query}
        page={page}
        onPageChange={(next) => set({ page: next })}
        empty={
          <>
            <h2>No applications yet</h2>
            <p>
              When you apply to{' '}
              {type === 'Job' ? 'a job' : type === 'Project' ? 'a project' : 'a job or a project'}, you can
              follow its status here. <Link to={searchLink(searchPath, type)}>Find opportunities</Link>
            </p>
          </>
        }
        renderItem={(application) => (
          <OpportunityCard opportunity={application.opportunity} to={detailPath(application.opportunity._id)}>
            <div className="opportunity-card__footer">
              <span className={`status status--${application.status}`}>
                {STATUS_TEXT[application.status]}
              </span>
              <span className="muted">Applied {formatWhen(application.createdAt)}</span>
              {['new', 'shortlisted', 'interviewing'].includes(application.status) ? (
                <Button
                  variant="ghost"
                  className="button--compact"
                  isPending={withdraw.isPending && withdraw.variables === application._id}
                  onClick={() => {
                    if (window.confirm('Withdraw your application?')) withdraw.mutate(application._id);
                  }}
                >
                  Withdraw
                </Button>
              ) : null}
            </div>
          </OpportunityCard>
        )}
      />
    </ListShell>
  );
}

export function SavedList({ nav, detailPath, searchPath }: ListProps) {
  const { type, page, set } = useTypeAndPage();
  const query = useSavedOpportunities({ type, page });
  const save = useSaveOpportunity();
  return (
    <ListShell heading="Saved opportunities" type={type} onType={(next) => set({ type: next })} nav={nav}>
      <OpportunityListResults
        query={query}
        page={page}
        onPageChange={(next) => set({ page: next })}
        empty={
          <>
            <h2>Nothing saved yet</h2>
            <p>
              Press “Save” on an opportunity to keep it here for later.{' '}
              <Link to={searchLink(searchPath, type)}>Find opportunities</Link>
            </p>
          </>
        }
        renderItem={(opportunity) => (
          <OpportunityCard opportunity={opportunity} to={detailPath(opportunity._id)}>
            <div className="opportunity-card__footer">
              <Button
                variant="ghost"
                className="button--compact"
                onClick={() => save.mutate({ id: opportunity._id, isSaved: false })}
              >
                Remove from saved
              </Button>
            </div>
          </OpportunityCard>
        )}
      />
    </ListShell>
  );
}

export function RequestList({ nav, detailPath }: ListProps) {
  const { type, page, set } = useTypeAndPage();
  const query = useMyRequests({ type, page });
  const respond = useRespondToRequest();
  return (
    <ListShell heading="Invitations" type={type} onType={(next) => set({ type: next })} nav={nav}>
      <OpportunityListResults
        query={query}
        page={page}
        onPageChange={(next) => set({ page: next })}
        notice={respond.data && !isSuccess(respond.data) ? <Alert>{respond.data.error.en}</Alert> : null}
        empty={
          <>
            <h2>No invitations yet</h2>
            <p>
              Employers who like your profile can invite you to apply. Keep your profile complete to be found.
            </p>
          </>
        }
        renderItem={(request) => (
          <OpportunityCard opportunity={request.opportunity} to={detailPath(request.opportunity._id)}>
            {request.message ? <blockquote className="request-message">{request.message}</blockquote> : null}
            <div className="opportunity-card__footer">
              {request.status === 'pending' ? (
                <>
                  <Button
                    className="button--compact"
                    onClick={() => respond.mutate({ requestId: request._id, accept: true })}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="secondary"
                    className="button--compact"
                    onClick={() => respond.mutate({ requestId: request._id, accept: false })}
                  >
                    Decline
                  </Button>
                </>
              ) : request.status === 'accepted' ? (
                <>
                  <span className="status status--accepted">Accepted</span>
                  <Link
                    className="button button--primary button--compact"
                    to={`${detailPath(request.opportunity._id)}#apply`}
                  >
                    Apply now
                  </Link>
                </>
              ) : (
                <span className={`status status--${request.status}`}>Declined</span>
              )}
            </div>
          </OpportunityCard>
        )}
      />
    </ListShell>
  );
}
