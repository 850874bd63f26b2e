import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffApiClient } from '../../../lib/staff-api-client';

export function getReportedOpportunities(page: number, signal?: AbortSignal) {
  return staffApiClient.get<EndpointResult<typeof endpoints.opportunities.staffListReportedOpportunities>>(
    '/staff/v1/reported-opportunities',
    {
      query: { page, recordPerPage: 20 },
      signal,
    },
  );
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
