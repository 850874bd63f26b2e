import { apiRoutes, isSuccess, type ReviewReportsInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';

export function reviewReportedOpportunity({ id, decision }: ReviewReportsInput & { id: string }) {
  return staffCall(apiRoutes.opportunities.staffReviewReportedOpportunity, {
    params: { id },
    body: { decision },
  });
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
