import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MY_REWARD_KEY } from './get-my-reward';

/** `POST /v1/user/addPromotion`: redeems a promo code. */
export function addPromotion(code: string) {
  return apiClient.post<EndpointResult<typeof endpoints.rewards.addPromotion>>('/v1/user/addPromotion', {
    code,
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
