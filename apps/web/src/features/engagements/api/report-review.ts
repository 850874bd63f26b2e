import { apiRoutes, type ReportReviewInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Once per person; staff decide (decision 106). */
export function reportReview({ id, ...input }: ReportReviewInput & { id: string }) {
  return call(apiRoutes.engagements.reportReview, { params: { id }, body: input });
}

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
