import type { ChangeEmailInput, EndpointResult, endpoints } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function changeEmail(input: ChangeEmailInput) {
  return apiClient.put<EndpointResult<typeof endpoints.account.changeEmail>>('/v1/user/changeEmail', input);
}

export function useChangeEmail() {
  return useMutation({ mutationKey: ['user', 'changeEmail'], mutationFn: changeEmail });
}
