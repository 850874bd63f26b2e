import { paths } from '@talentport/contract';
import { RequestList } from '../../features/opportunities/components/my-opportunity-lists';
import { AGENCY_SHORTCUTS } from './agency-opportunities';
import { FREELANCER_SHORTCUTS } from './freelancer-opportunities';

/** The route rules `/freelancer/opportunities/request`: invitations to accept or decline. */
export function FreelancerRequestsRoute() {
  return (
    <>
      <title>Invitations · Talentport</title>
      <RequestList
        nav={FREELANCER_SHORTCUTS}
        detailPath={(id) => paths.freelancer.opportunity.getHref({ opportunityId: id })}
        searchPath={paths.freelancer.opportunities.getHref()}
      />
    </>
  );
}

/** `/agency/opportunities/request`: invitations to apply to projects (decision 131). */
export function AgencyRequestsRoute() {
  return (
    <>
      <title>Invitations · Talentport</title>
      <RequestList
        nav={AGENCY_SHORTCUTS}
        detailPath={(id) => paths.agency.opportunity.getHref({ opportunityId: id })}
        searchPath={paths.agency.opportunities.getHref()}
      />
    </>
  );
}
