import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { MY_REWARD_KEY } from './get-my-reward';

/** Spends points on a profile highlight (no body). */
export function highlightProfile() {
  return call(apiRoutes.rewards.highlightProfile);
}

export function useHighlightProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'highlightProfile'],
    mutationFn: highlightProfile,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: MY_REWARD_KEY });
    },
  });
}
