import type { UnreadCount } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { NOTIFICATIONS_ROOT_KEY } from './get-notifications';

/** `GET /v1/notifications/unread-count`: the header bell, polled once a minute. */
export function getUnreadCount(signal?: AbortSignal) {
  return apiClient.get<UnreadCount>('/v1/notifications/unread-count', { signal });
}

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_ROOT_KEY, 'unread'] as const,
    queryFn: async ({ signal }) => unwrap(await getUnreadCount(signal)).unread,
    refetchInterval: 60_000,
  });
}

export function useUnreadCount(isEnabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled: isEnabled });
}
