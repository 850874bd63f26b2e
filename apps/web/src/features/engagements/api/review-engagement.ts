import { apiRoutes, isSuccess, type ReviewInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ENGAGEMENTS_ROOT_KEY } from './get-engagements';

/** Once per side, after the end. */
export function reviewEngagement({ id, ...input }: ReviewInput & { id: string }) {
  return call(apiRoutes.engagements.reviewEngagement, { params: { id }, body: input });
}

export function useReviewEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewEngagement,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_ROOT_KEY });
    },
  });
}
