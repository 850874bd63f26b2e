import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

export function getPromoCodes(page: number, signal?: AbortSignal) {
  return staffCall(apiRoutes.rewards.staffListPromoCodes, { query: { page, recordPerPage: 50 }, signal });
}

export const STAFF_PROMO_CODES_KEY = ['staff', 'promo-codes'] as const;

export function getPromoCodesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...STAFF_PROMO_CODES_KEY, page] as const,
    queryFn: async ({ signal }) => unwrap(await getPromoCodes(page, signal)),
  });
}

export function usePromoCodes(page: number) {
  return useQuery(getPromoCodesQueryOptions(page));
}
