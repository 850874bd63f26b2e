import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getCompany(code: string, signal?: AbortSignal) {
  return call(apiRoutes.companies.getCompany, { params: { code }, signal });
}

export function getCompanyQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['company', code] as const,
    queryFn: async ({ signal }) => unwrap(await getCompany(code, signal)),
    staleTime: 60_000,
  });
}

export function useCompany(code: string) {
  return useQuery(getCompanyQueryOptions(code));
}
