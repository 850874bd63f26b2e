import { apiRoutes, type ChatConversationType } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** The inbox shows the 50 most recent conversations (sorted by last message) of one type or all. */
export const CONVERSATION_LIST_SIZE = 50;

export function getConversations(type: ChatConversationType | null, signal?: AbortSignal) {
  return call(apiRoutes.chat.listConversations, {
    query: { page: 1, recordPerPage: CONVERSATION_LIST_SIZE, type: type ?? undefined },
    signal,
  });
}

export function getConversationsQueryOptions(type: ChatConversationType | null) {
  return queryOptions({
    queryKey: chatKeys.conversations(type),
    queryFn: async ({ signal }) => unwrap(await getConversations(type, signal)),
    staleTime: 30_000,
  });
}

export function useConversations(type: ChatConversationType | null, options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getConversationsQueryOptions(type), enabled: options.isEnabled ?? true });
}
