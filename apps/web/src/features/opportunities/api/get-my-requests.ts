import { apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import type { MyListParams } from './get-my-applications';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

/** The caller's invitations (the route rules /freelancer/opportunities/request). */
export function getMyRequests(params: MyListParams, signal?: AbortSignal) {
  return call(apiRoutes.applications.listMyRequests, { query: { ...params, recordPerPage: 10 }, signal });
}

export function getMyRequestsQueryOptions(params: MyListParams) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'mine', 'requests', params] as const,
    queryFn: async ({ signal }) => unwrap(await getMyRequests(params, signal)),
    placeholderData: keepPreviousData,
  });
}

export const MY_REQUESTS_KEY = [...OPPORTUNITIES_ROOT_KEY, 'mine', 'requests'] as const;

export function useMyRequests(params: MyListParams) {
  return useQuery(getMyRequestsQueryOptions(params));
}
