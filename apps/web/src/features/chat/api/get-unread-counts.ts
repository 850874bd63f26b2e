import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getUnreadCounts(signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.chat.getUnreadCounts>>('/v1/chat/unread', { signal });
}

export function getUnreadCountsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: async ({ signal }) => unwrap(await getUnreadCounts(signal)),
    staleTime: 60_000,
  });
}

/** Unread messages in total and per conversation; kept live by the realtime hook. */
export function useUnreadCounts(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getUnreadCountsQueryOptions(), enabled: options.isEnabled ?? true });
}
