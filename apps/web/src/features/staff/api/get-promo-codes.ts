import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffApiClient } from '../../../lib/staff-api-client';

export function getPromoCodes(page: number, signal?: AbortSignal) {
  return staffApiClient.get<EndpointResult<typeof endpoints.rewards.staffListPromoCodes>>(
    '/staff/v1/promo-codes',
    {
      query: { page, recordPerPage: 50 },
      signal,
    },
  );
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
