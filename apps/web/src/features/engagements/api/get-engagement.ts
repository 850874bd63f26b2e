import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { ENGAGEMENTS_ROOT_KEY } from '../../../lib/query-keys';

/** One engagement: terms, milestones, this week's time, timesheets, invoices and the next action. */
export function getEngagement(id: string, signal?: AbortSignal) {
  return call(apiRoutes.workAgreements.milestones.getEngagement, { params: { id }, signal });
}

export function getEngagementQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ENGAGEMENTS_ROOT_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) => unwrap(await getEngagement(id, signal)),
  });
}

export function useEngagement(id: string) {
  return useQuery(getEngagementQueryOptions(id));
}
