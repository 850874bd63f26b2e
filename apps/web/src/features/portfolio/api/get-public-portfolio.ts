import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { PORTFOLIO_KEY } from './keys';

export function getPublicPortfolio(code: string, signal?: AbortSignal) {
  return call(apiRoutes.portfolio.getPublicPortfolio, { params: { code }, signal });
}

export function getPublicPortfolioQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...PORTFOLIO_KEY, 'public', code] as const,
    queryFn: async ({ signal }) => unwrap(await getPublicPortfolio(code, signal)),
    staleTime: 60_000,
  });
}

export function usePublicPortfolio(code: string) {
  return useQuery(getPublicPortfolioQueryOptions(code));
}
