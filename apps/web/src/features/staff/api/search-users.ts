import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

export type StaffUserSearch = { query: string; page: number };

export function searchUsers(search: StaffUserSearch, signal?: AbortSignal) {
  return staffCall(apiRoutes.staff.staffSearchUsers, {
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
