import type { EndpointResult, endpoints, ReportReviewInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /v1/reviews/{id}/report`: once per person; staff decide (decision 106). */
export function reportReview({ id, ...input }: ReportReviewInput & { id: string }) {
  return apiClient.post<EndpointResult<typeof endpoints.engagements.reportReview>>(
    `/v1/reviews/${encodeURIComponent(id)}/report`,
    input,
  );
}

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
