import { apiRoutes, type EmailVerifyInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function verifyEmail(input: EmailVerifyInput) {
  return call(apiRoutes.account.verifyEmail, { body: input });
}

/** By link token (no session needed) or by the 6-digit code (the session's own account). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'email-verify'],
    mutationFn: verifyEmail,
    onSuccess: (envelope) => {
      if (!isSuccess(envelope)) return;
      void queryClient.invalidateQueries({ queryKey: ['user', 'profile'] });
      void queryClient.invalidateQueries({ queryKey: ['user', 'me'] });
    },
  });
}
