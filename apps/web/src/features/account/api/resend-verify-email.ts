import { apiRoutes, type EmailVerifyLinkInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function resendVerifyEmail(input: EmailVerifyLinkInput = {}) {
  return call(apiRoutes.account.sendEmailVerifyLink, { body: input });
}

export function useResendVerifyEmail() {
  return useMutation({ mutationKey: ['user', 'get-email-verify-link'], mutationFn: resendVerifyEmail });
}
