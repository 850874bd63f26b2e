import { apiRoutes, type CreatePromoCodeInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';
import { STAFF_PROMO_CODES_KEY } from './get-promo-codes';

export function createPromoCode(input: CreatePromoCodeInput) {
  return staffCall(apiRoutes.rewards.staffCreatePromoCode, { body: input });
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
