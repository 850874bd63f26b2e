import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** The caller's calls, upcoming first. */
export function getMyBookings(page: number, signal?: AbortSignal) {
  return call(apiRoutes.talentManager.listMyTalentManagerBookings, {
    query: { page, recordPerPage: 20 },
    signal,
  });
}

export const MY_BOOKINGS_KEY = ['jobs', 'talent-manager-bookings'] as const;

export function getMyBookingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...MY_BOOKINGS_KEY, page] as const,
    queryFn: async ({ signal }) => unwrap(await getMyBookings(page, signal)),
  });
}

export function useMyBookings(page: number) {
  return useQuery(getMyBookingsQueryOptions(page));
}
