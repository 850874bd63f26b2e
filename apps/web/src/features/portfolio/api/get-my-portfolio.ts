import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { PORTFOLIO_KEY } from './keys';

export function getMyPortfolio(signal?: AbortSignal) {
  return call(apiRoutes.portfolio.listMyPortfolio, { signal });
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
