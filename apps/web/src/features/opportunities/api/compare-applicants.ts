import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export type CompareParams = { opportunityId: string; applicationIds: string[] };

/** Up to 4 applicants of one listing side by side. */
export function compareApplicants(params: CompareParams, signal?: AbortSignal) {
  return call(apiRoutes.applications.compareApplicants, {
    params: { id: params.opportunityId },
    query: { ids: params.applicationIds.join(',') },
    signal,
  });
}

export function compareApplicantsQueryOptions(params: CompareParams) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'compare', params.opportunityId, params.applicationIds] as const,
    queryFn: async ({ signal }) => unwrap(await compareApplicants(params, signal)),
  });
}

export function useCompareApplicants(params: CompareParams, isEnabled: boolean) {
  return useQuery({ ...compareApplicantsQueryOptions(params), enabled: isEnabled });
}
