import type { EndpointResult, endpoints, TwoFactorCodeInput } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export function confirmTwoFactorSetup(input: TwoFactorCodeInput) {
  return apiClient.post<EndpointResult<typeof endpoints.twoFactor.confirmTwoFactorSetup>>(
    '/v1/user/two-factor/confirm',
    input,
  );
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
