import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function searchMessages(conversationId: string, q: string, signal?: AbortSignal) {
  return call(apiRoutes.chat.searchMessages, {
    params: { conversationId },
    query: { q, page: 1, recordPerPage: 20 },
    signal,
  });
}

export function searchMessagesQueryOptions(conversationId: string, q: string) {
  return queryOptions({
    queryKey: chatKeys.search(conversationId, q),
    queryFn: async ({ signal }) => unwrap(await searchMessages(conversationId, q, signal)),
  });
}

export function useSearchMessages(conversationId: string, q: string) {
  return useQuery({ ...searchMessagesQueryOptions(conversationId, q), enabled: q.trim().length > 0 });
}
