import { paths } from '@talentport/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useOpportunity } from '../../features/opportunities/api/get-opportunity';
import { OpportunityForm } from '../../features/opportunities/components/opportunity-form';

function basePathFor(role: string | null) {
  return role === 'agency' ? paths.agency.posted.getHref() : paths.employer.opportunities.getHref();
}

/** `/employer/opportunities/new` and `/agency/posted/new`. */
export function OpportunityNewRoute() {
  const { state } = useAuth();
  const [params] = useSearchParams();
  const isAgency = state.userRole === 'agency';
  return (
    <>
      <title>Post an opportunity · Talentport</title>
      <div className="page">
        <p className="eyebrow">
          <Link to={basePathFor(state.userRole)}>Your opportunities</Link>
        </p>
        <h1>Post {isAgency ? 'a project' : 'a job or project'}</h1>
        <OpportunityForm
          basePath={basePathFor(state.userRole)}
          initialType={params.get('type') === 'Project' ? 'Project' : 'Job'}
          canPostJobs={!isAgency}
        />
      </div>
    </>
  );
}

/** `/employer/opportunities/:id/edit` and `/agency/posted/:id/edit`. */
export function OpportunityEditRoute() {
  const { opportunityId = '' } = useParams();
  const { state } = useAuth();
  const query = useOpportunity(opportunityId);
  const basePath = basePathFor(state.userRole);
  return (
    <>
      <title>Edit opportunity · Talentport</title>
      <div className="page">
        <p className="eyebrow">
          <Link to={`${basePath}/${opportunityId}`}>Back to the opportunity</Link>
        </p>
        <h1>Edit</h1>
        {query.isPending ? <Spinner /> : null}
        {query.isError ? <Alert>{query.error.message}</Alert> : null}
        {query.data ? (
          query.data.viewer.isOwner ? (
            <OpportunityForm
              basePath={basePath}
              opportunity={query.data}
              initialType={query.data.type}
              canPostJobs={state.userRole !== 'agency'}
            />
          ) : (
            <Alert>This opportunity belongs to another company.</Alert>
          )
        ) : null}
      </div>
    </>
  );
}
