import { apiRoutes } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function blockUser(userCode: string) {
  return call(apiRoutes.chat.blockUser, { body: { userCode } });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'block'],
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
