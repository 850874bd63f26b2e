import type { EndpointResult, endpoints } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function deleteMessage(messageId: string) {
  return apiClient.request<EndpointResult<typeof endpoints.chat.deleteMessage>>(
    'DELETE',
    `/v1/chat/messages/${encodeURIComponent(messageId)}`,
  );
}

export function useDeleteMessage() {
  return useMutation({ mutationKey: ['chat', 'deleteMessage'], mutationFn: deleteMessage });
}
