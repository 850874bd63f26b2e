import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getLinkedAccounts(signal?: AbortSignal) {
  return call(apiRoutes.oauth.listLinkedAccounts, { signal });
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
