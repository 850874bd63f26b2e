import { apiRoutes, isSuccess, type TwoFactorCodeInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export function confirmTwoFactorSetup(input: TwoFactorCodeInput) {
  return call(apiRoutes.twoFactor.confirmTwoFactorSetup, { body: input });
}

export function useConfirmTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'two-factor', 'confirm'],
    mutationFn: confirmTwoFactorSetup,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    },
  });
}
