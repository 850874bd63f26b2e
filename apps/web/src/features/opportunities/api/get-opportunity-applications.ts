import { type ApplicationStatus, apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export type ApplicationsParams = {
  opportunityId: string;
  status: ApplicationStatus | undefined;
  page: number;
};

/** The pipeline of one opportunity. */
export function getOpportunityApplications(params: ApplicationsParams, signal?: AbortSignal) {
  return call(apiRoutes.applications.listOpportunityApplications, {
    params: { id: params.opportunityId },
    query: { status: params.status, page: params.page, recordPerPage: 20 },
    signal,
  });
}

export function getOpportunityApplicationsQueryOptions(params: ApplicationsParams) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'applications', params.opportunityId, params] as const,
    queryFn: async ({ signal }) => unwrap(await getOpportunityApplications(params, signal)),
    placeholderData: keepPreviousData,
  });
}

export const applicationsKeyFor = (opportunityId: string) =>
  [...OPPORTUNITIES_ROOT_KEY, 'applications', opportunityId] as const;

export function useOpportunityApplications(params: ApplicationsParams) {
  return useQuery(getOpportunityApplicationsQueryOptions(params));
}
