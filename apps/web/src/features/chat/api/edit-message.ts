import { apiRoutes } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function editMessage(input: { messageId: string; body: string }) {
  return call(apiRoutes.chat.editMessage, {
    params: { messageId: input.messageId },
    body: {
      body: input.body,
    },
  });
}

/** The change reaches every open tab through the socket's message:updated. */
export function useEditMessage() {
  return useMutation({ mutationKey: ['chat', 'editMessage'], mutationFn: editMessage });
}
