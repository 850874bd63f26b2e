import { apiRoutes, isSuccess, type TwoFactorDisableInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export function disableTwoFactor(input: TwoFactorDisableInput) {
  return call(apiRoutes.twoFactor.disableTwoFactor, { body: input });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'two-factor', 'disable'],
    mutationFn: disableTwoFactor,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) queryClient.setQueryData(TWO_FACTOR_KEY, envelope.result);
    },
  });
}
