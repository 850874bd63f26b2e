import { apiRoutes } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';
import { STAFF_PROMO_CODES_KEY } from './get-promo-codes';

export function disablePromoCode(id: string) {
  return staffCall(apiRoutes.rewards.staffDisablePromoCode, { params: { id } });
}

export function useDisablePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'promo-codes', 'disable'],
    mutationFn: disablePromoCode,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: STAFF_PROMO_CODES_KEY }),
  });
}
