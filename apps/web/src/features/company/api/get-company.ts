import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

export function getCompany(code: string, signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.companies.getCompany>>(
    `/v1/company/${encodeURIComponent(code)}`,
    { signal },
  );
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
