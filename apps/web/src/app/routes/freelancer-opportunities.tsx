import { type LoaderFunctionArgs, NavLink } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { getOpportunityFacetsQueryOptions } from '../../features/opportunities/api/get-opportunity-facets';
import { searchOpportunitiesQueryOptions } from '../../features/opportunities/api/search-opportunities';
import { OpportunitySearch } from '../../features/opportunities/components/opportunity-search';
import { readFilters } from '../../features/opportunities/search-params';
import { useProfile } from '../../features/profile/api/get-profile';
import { queryClient } from '../../lib/query-client';
import { readStoredUserRole } from '../../lib/storage';

export const FREELANCER_SHORTCUTS = (
  <nav className="shortcuts" aria-label="Your opportunities">
    <NavLink end to="/freelancer/opportunities?tab=Job">
      Find work
    </NavLink>
    <NavLink end to="/freelancer/opportunities/applied?tab=Job">
      Applied
    </NavLink>
    <NavLink end to="/freelancer/opportunities/saved?tab=Job">
      Saved
    </NavLink>
    <NavLink end to="/freelancer/opportunities/request?tab=Job">
      Invitations
    </NavLink>
  </nav>
);

/**
 * Starts the search and its facet counts as soon as the route is known, while the session check
 * still runs (the page renders only after it), so the results do not wait for it. Only for a
 * stored freelancer session: a guest is sent elsewhere by the route guard.
 */
export function freelancerOpportunitiesLoader({ request }: LoaderFunctionArgs) {
  if (readStoredUserRole() !== 'freelancer') return null;
  const filters = readFilters(new URL(request.url).searchParams, 'Job');
  void queryClient.prefetchQuery(searchOpportunitiesQueryOptions(filters));
  void queryClient.prefetchQuery(getOpportunityFacetsQueryOptions(filters));
  return null;
}

/** §2 landing page of freelancers: `/freelancer/opportunities?tab=Job`. */
export function FreelancerOpportunitiesRoute() {
  const { state } = useAuth();
  const profile = useProfile({ isEnabled: state.isAuthenticated });
  return (
    <>
      <title>Opportunities · Talentport</title>
      <OpportunitySearch
        eyebrow={profile.data?.fullname ? `Welcome, ${profile.data.fullname}` : 'Welcome'}
        heading="Opportunities for you"
        defaultTab="Job"
        detailPath={(id) => `/freelancer/opportunities/${id}`}
        shortcuts={FREELANCER_SHORTCUTS}
      />
    </>
  );
}
