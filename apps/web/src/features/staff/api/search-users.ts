import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffApiClient } from '../../../lib/staff-api-client';

export type StaffUserSearch = { query: string; page: number };

export function searchUsers(search: StaffUserSearch, signal?: AbortSignal) {
  return staffApiClient.get<EndpointResult<typeof endpoints.staff.staffSearchUsers>>('/staff/v1/users', {
    query: { query: search.query, page: search.page, recordPerPage: 20 },
    signal,
  });
}

export function searchUsersQueryOptions(search: StaffUserSearch) {
  return queryOptions({
    queryKey: ['staff', 'users', search] as const,
    queryFn: async ({ signal }) => unwrap(await searchUsers(search, signal)),
  });
}

export function useSearchUsers(search: StaffUserSearch) {
  return useQuery(searchUsersQueryOptions(search));
}
