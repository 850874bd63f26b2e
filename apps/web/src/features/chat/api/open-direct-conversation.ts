import type { EndpointResult, endpoints, OpenDirectInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function openDirectConversation(input: OpenDirectInput) {
  return apiClient.post<EndpointResult<typeof endpoints.chat.openDirectConversation>>(
    '/v1/chat/conversations/direct',
    input,
  );
}

export function useOpenDirectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'openDirect'],
    mutationFn: openDirectConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() }),
  });
}
