import type { EndpointResult, endpoints, NewPasswordWithLinkInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function resetPassword({ token, ...body }: NewPasswordWithLinkInput & { token: string }) {
  return apiClient.post<EndpointResult<typeof endpoints.account.resetPasswordWithLink>>(
    '/v1/user/new-password-with-link',
    body,
    { query: { token } },
  );
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['user', 'new-password-with-link'], mutationFn: resetPassword });
}
