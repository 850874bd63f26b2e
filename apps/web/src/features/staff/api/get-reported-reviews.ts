import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

/** Reviews with pending reports, or hidden (decision 106). */
export function getReportedReviews(page: number, signal?: AbortSignal) {
  return staffCall(apiRoutes.engagements.staffListReportedReviews, {
    query: { page, recordPerPage: 20 },
    signal,
  });
}

export function getReportedReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['staff', 'reported-reviews', page] as const,
    queryFn: async ({ signal }) => unwrap(await getReportedReviews(page, signal)),
  });
}

export function useReportedReviews(page: number) {
  return useQuery(getReportedReviewsQueryOptions(page));
}
