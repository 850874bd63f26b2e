import { apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { ENGAGEMENTS_ROOT_KEY } from '../../../lib/query-keys';

export { ENGAGEMENTS_ROOT_KEY };

/** The caller's (or their company's) engagements, newest first. */
export function getEngagements(page: number, signal?: AbortSignal) {
  return call(apiRoutes.engagements.listEngagements, { query: { page, recordPerPage: 20 }, signal });
}

export function getEngagementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ENGAGEMENTS_ROOT_KEY, 'list', page] as const,
    queryFn: async ({ signal }) => unwrap(await getEngagements(page, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useEngagements(page: number) {
  return useQuery(getEngagementsQueryOptions(page));
}
