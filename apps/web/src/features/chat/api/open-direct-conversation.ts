import { apiRoutes, type OpenDirectInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function openDirectConversation(input: OpenDirectInput) {
  return call(apiRoutes.chat.openDirectConversation, { body: input });
}

export function useOpenDirectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'openDirect'],
    mutationFn: openDirectConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() }),
  });
}
