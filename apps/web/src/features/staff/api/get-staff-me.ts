import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApiClient } from '../../../lib/staff-api-client';

export function getStaffMe(signal?: AbortSignal) {
  return staffApiClient.get<EndpointResult<typeof endpoints.staff.staffGetMe>>('/staff/v1/me', { signal });
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
