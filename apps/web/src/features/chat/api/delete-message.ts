import { apiRoutes } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function deleteMessage(messageId: string) {
  return call(apiRoutes.chat.deleteMessage, { params: { messageId } });
}

export function useDeleteMessage() {
  return useMutation({ mutationKey: ['chat', 'deleteMessage'], mutationFn: deleteMessage });
}
