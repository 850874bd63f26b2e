import type { EndpointResult, endpoints } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function blockUser(userCode: string) {
  return apiClient.post<EndpointResult<typeof endpoints.chat.blockUser>>('/v1/chat/blocks', { userCode });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'block'],
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
