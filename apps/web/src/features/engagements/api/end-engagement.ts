import { apiRoutes, type EndEngagementInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ENGAGEMENTS_ROOT_KEY } from './get-engagements';

/** Completed or cancelled, with an optional reason. */
export function endEngagement({ id, ...input }: EndEngagementInput & { id: string }) {
  return call(apiRoutes.engagements.endEngagement, { params: { id }, body: input });
}

export function useEndEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endEngagement,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_ROOT_KEY });
    },
  });
}
