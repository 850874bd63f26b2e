import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getUnreadCounts(signal?: AbortSignal) {
  return call(apiRoutes.chat.getUnreadCounts, { signal });
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
