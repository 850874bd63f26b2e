import type { EndpointResult, endpoints } from '@talentport/contract';
import { type CreatePromoCodeInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApiClient } from '../../../lib/staff-api-client';
import { STAFF_PROMO_CODES_KEY } from './get-promo-codes';

export function createPromoCode(input: CreatePromoCodeInput) {
  return staffApiClient.post<EndpointResult<typeof endpoints.rewards.staffCreatePromoCode>>(
    '/staff/v1/promo-codes',
    input,
  );
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'promo-codes', 'create'],
    mutationFn: createPromoCode,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: STAFF_PROMO_CODES_KEY });
    },
  });
}
