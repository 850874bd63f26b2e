import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { PORTFOLIO_KEY } from './keys';

export function getMyPortfolio(signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.portfolio.listMyPortfolio>>('/v1/user/portfolio', {
    signal,
  });
}

export function getMyPortfolioQueryOptions() {
  return queryOptions({
    queryKey: [...PORTFOLIO_KEY, 'mine'] as const,
    queryFn: async ({ signal }) => unwrap(await getMyPortfolio(signal)),
  });
}

export function useMyPortfolio() {
  return useQuery(getMyPortfolioQueryOptions());
}
