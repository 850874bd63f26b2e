import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

export function getReportedOpportunities(page: number, signal?: AbortSignal) {
  return staffCall(apiRoutes.opportunities.staffListReportedOpportunities, {
    query: { page, recordPerPage: 20 },
    signal,
  });
}

export function getReportedOpportunitiesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['staff', 'reported-opportunities', page] as const,
    queryFn: async ({ signal }) => unwrap(await getReportedOpportunities(page, signal)),
  });
}

export function useReportedOpportunities(page: number) {
  return useQuery(getReportedOpportunitiesQueryOptions(page));
}
