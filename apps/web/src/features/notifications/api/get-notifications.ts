import { apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export const NOTIFICATIONS_ROOT_KEY = ['notifications'] as const;

/** Newest first. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return call(apiRoutes.notifications.listNotifications, { query: { page, recordPerPage: 20 }, signal });
}

export function getNotificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_ROOT_KEY, 'list', page] as const,
    queryFn: async ({ signal }) => unwrap(await getNotifications(page, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(page: number) {
  return useQuery(getNotificationsQueryOptions(page));
}
