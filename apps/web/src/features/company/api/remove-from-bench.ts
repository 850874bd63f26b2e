import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The owner or an admin takes someone off the bench, or withdraws the invitation. */
export function removeFromBench(input: { code: string }) {
  return call(apiRoutes.agencyBench.removeFromBench, { params: { code: input.code } });
}

export function useRemoveFromBench() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'bench', 'remove'],
    mutationFn: removeFromBench,
    onSuccess: (envelope) => {
      // The bench and the agency's public page (its "Our people").
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: ['company'] });
    },
  });
}
