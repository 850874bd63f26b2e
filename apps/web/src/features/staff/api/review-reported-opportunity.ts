import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess, type ReviewReportsInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApiClient } from '../../../lib/staff-api-client';

export function reviewReportedOpportunity({ id, decision }: ReviewReportsInput & { id: string }) {
  return staffApiClient.post<EndpointResult<typeof endpoints.opportunities.staffReviewReportedOpportunity>>(
    `/staff/v1/reported-opportunities/${encodeURIComponent(id)}/review`,
    { decision },
  );
}

export function useReviewReportedOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'reported-opportunities', 'review'],
    mutationFn: reviewReportedOpportunity,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        void queryClient.invalidateQueries({ queryKey: ['staff', 'reported-opportunities'] });
    },
  });
}
