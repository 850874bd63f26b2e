import { apiRoutes, type ListType } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export type MyListParams = { type: ListType; page: number };

/** The caller's applications (the route rules /freelancer/opportunities/applied). */
export function getMyApplications(params: MyListParams, signal?: AbortSignal) {
  return call(apiRoutes.applications.listMyApplications, { query: { ...params, recordPerPage: 10 }, signal });
}

export function getMyApplicationsQueryOptions(params: MyListParams) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'mine', 'applications', params] as const,
    queryFn: async ({ signal }) => unwrap(await getMyApplications(params, signal)),
    placeholderData: keepPreviousData,
  });
}

export const MY_APPLICATIONS_KEY = [...OPPORTUNITIES_ROOT_KEY, 'mine', 'applications'] as const;

export function useMyApplications(params: MyListParams) {
  return useQuery(getMyApplicationsQueryOptions(params));
}
