import type { EndpointResult, endpoints, PasswordLinkInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function requestPasswordLink(input: PasswordLinkInput) {
  return apiClient.post<EndpointResult<typeof endpoints.account.requestPasswordLink>>(
    '/v1/user/password/get-link',
    input,
  );
}

export function useRequestPasswordLink() {
  return useMutation({ mutationKey: ['user', 'password', 'get-link'], mutationFn: requestPasswordLink });
}
