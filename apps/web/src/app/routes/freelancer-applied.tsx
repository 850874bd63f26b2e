import { paths } from '@talentport/contract';
import { AppliedList } from '../../features/opportunities/components/my-opportunity-lists';
import { AGENCY_SHORTCUTS } from './agency-opportunities';
import { FREELANCER_SHORTCUTS } from './freelancer-opportunities';

/** The route rules `/freelancer/opportunities/applied` (Job/Project tabs: the data rules Job state `typeAppliedJob`). */
export function FreelancerAppliedRoute() {
  return (
    <>
      <title>Your applications · Talentport</title>
      <AppliedList
        nav={FREELANCER_SHORTCUTS}
        detailPath={(id) => paths.freelancer.opportunity.getHref({ opportunityId: id })}
        searchPath={paths.freelancer.opportunities.getHref()}
      />
    </>
  );
}

/** `/agency/opportunities/applied`: the projects the agency applied to for its company. */
export function AgencyAppliedRoute() {
  return (
    <>
      <title>Your applications · Talentport</title>
      <AppliedList
        nav={AGENCY_SHORTCUTS}
        detailPath={(id) => paths.agency.opportunity.getHref({ opportunityId: id })}
        searchPath={paths.agency.opportunities.getHref()}
      />
    </>
  );
}
