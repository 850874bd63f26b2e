import type { EmailVerifyLinkInput, EndpointResult, endpoints } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function resendVerifyEmail(input: EmailVerifyLinkInput = {}) {
  return apiClient.post<EndpointResult<typeof endpoints.account.sendEmailVerifyLink>>(
    '/v1/user/get-email-verify-link',
    input,
  );
}

export function useResendVerifyEmail() {
  return useMutation({ mutationKey: ['user', 'get-email-verify-link'], mutationFn: resendVerifyEmail });
}
