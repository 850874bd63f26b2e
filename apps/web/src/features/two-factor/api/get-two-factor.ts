import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export const TWO_FACTOR_KEY = ['user', 'two-factor'] as const;

export function getTwoFactor(signal?: AbortSignal) {
  return call(apiRoutes.twoFactor.getTwoFactor, { signal });
}

export function getTwoFactorQueryOptions() {
  return queryOptions({
    queryKey: TWO_FACTOR_KEY,
    queryFn: async ({ signal }) => unwrap(await getTwoFactor(signal)),
  });
}

export function useTwoFactor() {
  return useQuery(getTwoFactorQueryOptions());
}
