import type { NewPasswordWithLinkInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function resetPassword({ token, ...body }: NewPasswordWithLinkInput & { token: string }) {
  return apiClient.post<{ changed: true }>('/v1/user/new-password-with-link', body, { query: { token } });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['user', 'new-password-with-link'], mutationFn: resetPassword });
}
