import type { ChangePasswordInput, EndpointResult, endpoints } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordInput) {
  return apiClient.post<EndpointResult<typeof endpoints.account.changePassword>>(
    '/v1/user/change-password',
    input,
  );
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['user', 'change-password'], mutationFn: changePassword });
}
