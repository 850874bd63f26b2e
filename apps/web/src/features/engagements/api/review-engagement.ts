import { apiRoutes, isSuccess, type ReviewInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ENGAGEMENTS_ROOT_KEY } from './get-engagements';

/** Once per side, after the end; `isEdit` changes it while it is still hidden (issue 35). */
export function reviewEngagement({
  id,
  isEdit = false,
  ...input
}: ReviewInput & { id: string; isEdit?: boolean }) {
  return isEdit
    ? call(apiRoutes.engagements.editReview, { params: { id }, body: input })
    : call(apiRoutes.engagements.reviewEngagement, { params: { id }, body: input });
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
