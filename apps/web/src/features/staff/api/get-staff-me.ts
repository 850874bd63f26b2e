import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';

export function getStaffMe(signal?: AbortSignal) {
  return staffCall(apiRoutes.staff.staffGetMe, { signal });
}

/** Resolves with the envelope: a 401 means "show the log-in form", not an error. */
export function getStaffMeQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'me'] as const,
    queryFn: ({ signal }) => getStaffMe(signal),
  });
}

export function useStaffMe() {
  return useQuery(getStaffMeQueryOptions());
}
