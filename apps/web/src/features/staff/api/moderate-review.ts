import type { EndpointResult, endpoints, ModerateReviewInput } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApiClient } from '../../../lib/staff-api-client';

/** `POST /staff/v1/reported-reviews/{id}/moderate`: hide with a reason, or dismiss the reports. */
export function moderateReview({ id, ...input }: ModerateReviewInput & { id: string }) {
  return staffApiClient.post<EndpointResult<typeof endpoints.engagements.staffModerateReview>>(
    `/staff/v1/reported-reviews/${encodeURIComponent(id)}/moderate`,
    input,
  );
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
