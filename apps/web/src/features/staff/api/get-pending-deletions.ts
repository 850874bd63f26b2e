import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

export function getPendingDeletions(page: number, signal?: AbortSignal) {
  return staffCall(apiRoutes.accountDeletion.staffListPendingDeletions, {
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
