import { apiRoutes } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function unblockUser(userCode: string) {
  return call(apiRoutes.chat.unblockUser, { params: { userCode } });
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'unblock'],
    mutationFn: unblockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
