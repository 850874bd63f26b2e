import type { EndpointResult, endpoints, PublicReview } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

export type ReviewedSide = { kind: 'user' | 'company'; code: string };
export type PublicReviewPage = {
  items: PublicReview[];
  total: number;
  page: number;
  recordPerPage: number;
  rating: number;
  numberOfRate: number;
};

const pathOf = ({ kind, code }: ReviewedSide) =>
  kind === 'user'
    ? `/v1/user/public-profile/${encodeURIComponent(code)}/reviews`
    : `/v1/company/${encodeURIComponent(code)}/reviews`;

/** `GET /v1/user/public-profile/{code}/reviews` or `GET /v1/company/{code}/reviews`: published only. */
export function getPublicReviews(side: ReviewedSide, page: number, signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.engagements.listUserReviews>>(pathOf(side), {
    query: { page, recordPerPage: 10 },
    signal,
  });
}

export function getPublicReviewsQueryOptions(side: ReviewedSide, page: number) {
  return queryOptions({
    queryKey: ['public-reviews', side.kind, side.code, page] as const,
    queryFn: async ({ signal }) => unwrap(await getPublicReviews(side, page, signal)),
    placeholderData: keepPreviousData,
  });
}

export function usePublicReviews(side: ReviewedSide, page: number) {
  return useQuery(getPublicReviewsQueryOptions(side, page));
}
