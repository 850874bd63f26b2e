import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

export function getManagerBookings(signal?: AbortSignal) {
  return staffCall(apiRoutes.talentManager.staffListManagerBookings, {
    params: { managerId: 'me' },
    query: { page: 1, recordPerPage: 50 },
    signal,
  });
}

export function getManagerBookingsQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'talent-manager-bookings', 'me'] as const,
    queryFn: async ({ signal }) => unwrap(await getManagerBookings(signal)),
  });
}

export function useManagerBookings() {
  return useQuery(getManagerBookingsQueryOptions());
}
