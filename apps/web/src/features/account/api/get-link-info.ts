import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function getLinkInfo(token: string, signal?: AbortSignal) {
  return call(apiRoutes.account.getLinkInfo, { params: { token }, signal });
}

/** Resolves with the envelope: an expired or used link is shown as a message, not thrown. */
export function getLinkInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['user', 'link-info', token] as const,
    queryFn: ({ signal }) => getLinkInfo(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLinkInfo(token: string | null) {
  return useQuery({ ...getLinkInfoQueryOptions(token ?? ''), enabled: Boolean(token) });
}
