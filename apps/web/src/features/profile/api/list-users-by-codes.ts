import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** Public cards, in the order asked. */
export function listUsersByCodes(codes: readonly string[], signal?: AbortSignal) {
  return call(apiRoutes.profiles.listUsersByCodes, { body: { codes: [...codes] }, signal });
}

export function listUsersByCodesQueryOptions(codes: readonly string[]) {
  return queryOptions({
    queryKey: ['user', 'cards', [...codes]] as const,
    queryFn: async ({ signal }) => unwrap(await listUsersByCodes(codes, signal)),
    staleTime: 60_000,
    enabled: codes.length > 0,
  });
}

export function useUsersByCodes(codes: readonly string[]) {
  return useQuery(listUsersByCodesQueryOptions(codes));
}
