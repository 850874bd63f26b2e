import type { EndpointResult, endpoints, TwoFactorCodeInput } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export function regenerateRecoveryCodes(input: TwoFactorCodeInput) {
  return apiClient.post<EndpointResult<typeof endpoints.twoFactor.regenerateRecoveryCodes>>(
    '/v1/user/two-factor/recovery-codes',
    input,
  );
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
