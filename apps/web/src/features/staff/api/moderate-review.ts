import { apiRoutes, isSuccess, type ModerateReviewInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';

/** Hide with a reason, or dismiss the reports. */
export function moderateReview({ id, ...input }: ModerateReviewInput & { id: string }) {
  return staffCall(apiRoutes.engagements.staffModerateReview, { params: { id }, body: input });
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'reported-reviews', 'moderate'],
    mutationFn: moderateReview,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        void queryClient.invalidateQueries({ queryKey: ['staff', 'reported-reviews'] });
    },
  });
}
