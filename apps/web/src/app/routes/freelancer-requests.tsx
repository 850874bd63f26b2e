import { paths } from '@talentport/contract';
import { RequestList } from '../../features/opportunities/components/my-opportunity-lists';
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
