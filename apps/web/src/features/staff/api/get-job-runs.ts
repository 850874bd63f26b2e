import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

export function getJobRuns(signal?: AbortSignal) {
  return staffCall(apiRoutes.staff.staffListJobRuns, { signal });
}

/** Background jobs as their runner recorded them (decision 121); refreshed every 30 s while open. */
export function useJobRuns() {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'jobs'] as const,
      queryFn: async ({ signal }) => unwrap(await getJobRuns(signal)),
      refetchInterval: 30_000,
    }),
  );
}
