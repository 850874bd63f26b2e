import { apiRoutes, REWARD_PAGE_SIZE } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export type MyRewardFilters = { page: number; sort: 'desc' | 'asc' };

/** Balance, referral code and one page of the ledger (12 per page). */
export function getMyReward(filters: MyRewardFilters, signal?: AbortSignal) {
  return call(apiRoutes.rewards.getMyReward, {
    query: { page: filters.page, recordPerPage: REWARD_PAGE_SIZE, sort: filters.sort },
    signal,
  });
}

export const MY_REWARD_KEY = ['user', 'reward'] as const;

export function getMyRewardQueryOptions(filters: MyRewardFilters) {
  return queryOptions({
    queryKey: [...MY_REWARD_KEY, filters] as const,
    queryFn: async ({ signal }) => unwrap(await getMyReward(filters, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useMyReward(filters: MyRewardFilters) {
  return useQuery(getMyRewardQueryOptions(filters));
}
