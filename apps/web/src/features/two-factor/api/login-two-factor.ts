import type { EndpointResult, endpoints, TwoFactorLoginInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The log-in second step: the pending token of the first step and a code or recovery code. */
export function loginTwoFactor(input: TwoFactorLoginInput) {
  return apiClient.post<EndpointResult<typeof endpoints.twoFactor.loginTwoFactor>>(
    '/v1/user/login/two-factor',
    input,
  );
}

export function useLoginTwoFactor() {
  return useMutation({ mutationKey: ['user', 'login', 'two-factor'], mutationFn: loginTwoFactor });
}
