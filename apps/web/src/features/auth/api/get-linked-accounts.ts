import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

export function getLinkedAccounts(signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.oauth.listLinkedAccounts>>('/v1/user/login/linked', {
    signal,
  });
}

export function getLinkedAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'login', 'linked'] as const,
    queryFn: async ({ signal }) => unwrap(await getLinkedAccounts(signal)),
  });
}

export function useLinkedAccounts() {
  return useQuery(getLinkedAccountsQueryOptions());
}
