import type { OpportunityType, UserRole } from '@talentport/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { getOpportunityQueryOptions } from '../features/opportunities/api/get-opportunity';
import { getOpportunityFacetsQueryOptions } from '../features/opportunities/api/get-opportunity-facets';
import { searchOpportunitiesQueryOptions } from '../features/opportunities/api/search-opportunities';
import { readFilters } from '../features/opportunities/search-params';
import { queryClient } from '../lib/query-client';
import { readStoredUserRole } from '../lib/storage';

/**
 * Route loaders that start a page's data as soon as the URL is known. They sit in the route table
 * (the entry chunk) rather than in the lazy screen chunks, so the API calls run while the screen's
 * code downloads instead of after it; the screen then finds the answers in the query cache. They
 * never wait and never fail a navigation: a loader only warms the cache and returns null.
 *
 * A search is started only for the visitor the page is for (`role` null: a guest), as the route
 * guard sends everyone else elsewhere.
 */
export function searchLoader(defaultTab: OpportunityType, role: UserRole | null) {
  return ({ request }: LoaderFunctionArgs) => {
    if (readStoredUserRole() !== role) return null;
    const filters = readFilters(new URL(request.url).searchParams, defaultTab);
    void queryClient.prefetchQuery(searchOpportunitiesQueryOptions(filters));
    void queryClient.prefetchQuery(getOpportunityFacetsQueryOptions(filters));
    return null;
  };
}

/** An opportunity's detail page: the opportunity itself, for guests and signed-in people alike. */
export function opportunityDetailLoader({ params }: LoaderFunctionArgs) {
  if (params.opportunityId) void queryClient.prefetchQuery(getOpportunityQueryOptions(params.opportunityId));
  return null;
}
