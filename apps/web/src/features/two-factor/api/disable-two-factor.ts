import type { EndpointResult, endpoints, TwoFactorDisableInput } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export function disableTwoFactor(input: TwoFactorDisableInput) {
  return apiClient.post<EndpointResult<typeof endpoints.twoFactor.disableTwoFactor>>(
    '/v1/user/two-factor/disable',
    input,
  );
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
