import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { MY_REWARD_KEY } from './get-my-reward';

/** Redeems a promo code. */
export function addPromotion(code: string) {
  return call(apiRoutes.rewards.addPromotion, {
    body: {
      code,
    },
  });
}

export function useAddPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'addPromotion'],
    mutationFn: addPromotion,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: MY_REWARD_KEY });
    },
  });
}
