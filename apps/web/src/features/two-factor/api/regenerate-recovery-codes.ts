import { apiRoutes, isSuccess, type TwoFactorCodeInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export function regenerateRecoveryCodes(input: TwoFactorCodeInput) {
  return call(apiRoutes.twoFactor.regenerateRecoveryCodes, { body: input });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'two-factor', 'recovery-codes'],
    mutationFn: regenerateRecoveryCodes,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    },
  });
}
