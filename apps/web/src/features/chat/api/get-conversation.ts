import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getConversation(conversationId: string, signal?: AbortSignal) {
  return call(apiRoutes.chat.getConversation, { params: { conversationId }, signal });
}

export function getConversationQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(conversationId),
    queryFn: async ({ signal }) => unwrap(await getConversation(conversationId, signal)),
    staleTime: 30_000,
    placeholderData: undefined,
  });
}

export function useConversation(conversationId: string | null) {
  return useQuery({
    ...getConversationQueryOptions(conversationId ?? ''),
    enabled: Boolean(conversationId),
  });
}
