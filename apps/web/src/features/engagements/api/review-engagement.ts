import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess, type ReviewInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ENGAGEMENTS_ROOT_KEY } from './get-engagements';

/** `POST /v1/engagements/{id}/review`: once per side, after the end. */
export function reviewEngagement({ id, ...input }: ReviewInput & { id: string }) {
  return apiClient.post<EndpointResult<typeof endpoints.engagements.reviewEngagement>>(
    `/v1/engagements/${id}/review`,
    input,
  );
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
