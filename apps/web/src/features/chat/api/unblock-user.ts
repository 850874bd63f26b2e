import type { EndpointResult, endpoints } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function unblockUser(userCode: string) {
  return apiClient.request<EndpointResult<typeof endpoints.chat.unblockUser>>(
    'DELETE',
    `/v1/chat/blocks/${encodeURIComponent(userCode)}`,
  );
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['chat', 'unblock'],
    mutationFn: unblockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
