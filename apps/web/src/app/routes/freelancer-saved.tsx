import { SavedList } from '../../features/opportunities/components/my-opportunity-lists';
import { AGENCY_SHORTCUTS } from './agency-opportunities';
import { FREELANCER_SHORTCUTS } from './freelancer-opportunities';

/** §2 `/freelancer/opportunities/saved`. */
export function FreelancerSavedRoute() {
  return (
    <>
      <title>Saved opportunities · Talentport</title>
      <SavedList
        nav={FREELANCER_SHORTCUTS}
        detailPath={(id) => `/freelancer/opportunities/${id}`}
        searchPath="/freelancer/opportunities"
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
        detailPath={(id) => `/agency/opportunities/${id}`}
        searchPath="/agency/opportunities"
        defaultType="Project"
      />
    </>
  );
}
