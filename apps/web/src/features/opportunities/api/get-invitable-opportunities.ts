import {
  apiRoutes,
  MAX_RECORDS_PER_PAGE,
  type OpportunityType,
  type OwnOpportunity,
} from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

/**
 * The listings a freelancer can be invited to: the caller's company's own (the API scopes
 * `listOwnOpportunities` to it) that are open right now (`status=open`: paused, draft and
 * closed ones refuse invitations). The most recently changed first, up to 100 of each type.
 */
export async function getInvitableOpportunities(
  types: readonly OpportunityType[],
  signal?: AbortSignal,
): Promise<OwnOpportunity[]> {
  const pages = await Promise.all(
    types.map(async (type) =>
      unwrap(
        await call(apiRoutes.opportunities.listOwnOpportunities, {
          query: { tabName: 'open', status: 'open', type, page: 1, recordPerPage: MAX_RECORDS_PER_PAGE },
          signal,
        }),
      ),
    ),
  );
  return pages.flatMap((page) => page.items);
}

export function getInvitableOpportunitiesQueryOptions(types: readonly OpportunityType[]) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'invitable', types.join(',')] as const,
    queryFn: ({ signal }) => getInvitableOpportunities(types, signal),
    staleTime: 30_000,
  });
}

export function useInvitableOpportunities(types: readonly OpportunityType[], isEnabled: boolean) {
  return useQuery({ ...getInvitableOpportunitiesQueryOptions(types), enabled: isEnabled });
}
