import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffApiClient } from '../../../lib/staff-api-client';

type Result = EndpointResult<typeof endpoints.accountDeletion.staffListPendingDeletions>;

export function getPendingDeletions(page: number, signal?: AbortSignal) {
  return staffApiClient.get<Result>('/staff/v1/pending-deletions', {
    query: { page, recordPerPage: 50 },
    signal,
  });
}

export function usePendingDeletions(page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'pending-deletions', page] as const,
      queryFn: async ({ signal }) => unwrap(await getPendingDeletions(page, signal)),
    }),
  );
}
