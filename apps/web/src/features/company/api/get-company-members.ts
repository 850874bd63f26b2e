import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** The caller's team and what the caller may do in it (decision 052). */
export function getCompanyMembers(signal?: AbortSignal) {
  return call(apiRoutes.companies.listCompanyMembers, { signal });
}

export function getCompanyMembersQueryOptions() {
  return queryOptions({
    queryKey: ['company', 'members'] as const,
    queryFn: async ({ signal }) => unwrap(await getCompanyMembers(signal)),
  });
}

export function useCompanyMembers(options: { isEnabled: boolean }) {
  return useQuery({ ...getCompanyMembersQueryOptions(), enabled: options.isEnabled });
}
