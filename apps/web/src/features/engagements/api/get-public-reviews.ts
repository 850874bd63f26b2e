import { apiRoutes, type PublicReview } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export type ReviewedSide = { kind: 'user' | 'company'; code: string };
export type PublicReviewPage = {
  items: PublicReview[];
  total: number;
  page: number;
  recordPerPage: number;
  rating: number;
  numberOfRate: number;
};

/** A person's or a company's reviews: published only. */
export function getPublicReviews({ kind, code }: ReviewedSide, page: number, signal?: AbortSignal) {
  const input = { params: { code }, query: { page, recordPerPage: 10 }, signal };
  return kind === 'user'
    ? call(apiRoutes.engagements.listUserReviews, input)
    : call(apiRoutes.engagements.listCompanyReviews, input);
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
