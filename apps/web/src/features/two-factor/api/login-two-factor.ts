import { apiRoutes, type TwoFactorLoginInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The log-in second step: the pending token of the first step and a code or recovery code. */
export function loginTwoFactor(input: TwoFactorLoginInput) {
  return call(apiRoutes.twoFactor.loginTwoFactor, { body: input });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationKey: ['user', 'login', 'two-factor'], mutationFn: loginTwoFactor });
}
