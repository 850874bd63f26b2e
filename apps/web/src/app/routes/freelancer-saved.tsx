import { paths } from '@talentport/contract';
import { SavedList } from '../../features/opportunities/components/my-opportunity-lists';
import { AGENCY_SHORTCUTS } from './agency-opportunities';
import { FREELANCER_SHORTCUTS } from './freelancer-opportunities';

/** The route rules `/freelancer/opportunities/saved`. */
export function FreelancerSavedRoute() {
  return (
    <>
      <title>Saved opportunities · Talentport</title>
      <SavedList
        nav={FREELANCER_SHORTCUTS}
        detailPath={(id) => paths.freelancer.opportunity.getHref({ opportunityId: id })}
        searchPath={paths.freelancer.opportunities.getHref()}
      />
    </>
  );
}

export function AgencySavedRoute() {
  return (
    <>
      <title>Saved opportunities · Talentport</title>
      <SavedList
        nav={AGENCY_SHORTCUTS}
        detailPath={(id) => paths.agency.opportunity.getHref({ opportunityId: id })}
        searchPath={paths.agency.opportunities.getHref()}
      />
    </>
  );
}
