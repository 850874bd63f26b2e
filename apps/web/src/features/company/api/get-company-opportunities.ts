import { apiRoutes, type OpportunityType } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from '../../../lib/query-keys';

export const COMPANY_OPPORTUNITIES_PER_PAGE = 10;

/** What a company has open, for its public page. */
export function getCompanyOpportunities(
  code: string,
  type: OpportunityType,
  page: number,
  signal?: AbortSignal,
) {
  return call(apiRoutes.opportunities.listCompanyOpportunities, {
    params: { code },
    query: { type, page, recordPerPage: COMPANY_OPPORTUNITIES_PER_PAGE },
    signal,
  });
}

export function getCompanyOpportunitiesQueryOptions(code: string, type: OpportunityType, page: number) {
  return queryOptions({
    // Under the opportunities key, so posting or closing one refreshes company pages too.
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'company', code, type, page] as const,
    queryFn: async ({ signal }) => unwrap(await getCompanyOpportunities(code, type, page, signal)),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useCompanyOpportunities(code: string, type: OpportunityType, page: number) {
  return useQuery(getCompanyOpportunitiesQueryOptions(code, type, page));
}
