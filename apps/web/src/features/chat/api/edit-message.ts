import type { EndpointResult, endpoints } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function editMessage(input: { messageId: string; body: string }) {
  return apiClient.put<EndpointResult<typeof endpoints.chat.editMessage>>(
    `/v1/chat/messages/${encodeURIComponent(input.messageId)}`,
    {
      body: input.body,
    },
  );
}

/** The change reaches every open tab through the socket's message:updated. */
export function useEditMessage() {
  return useMutation({ mutationKey: ['chat', 'editMessage'], mutationFn: editMessage });
}
