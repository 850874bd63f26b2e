import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

export function getAvailability(signal?: AbortSignal) {
  return staffCall(apiRoutes.talentManager.staffGetAvailability, { params: { managerId: 'me' }, signal });
}

export function getAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'availability', 'me'] as const,
    queryFn: async ({ signal }) => unwrap(await getAvailability(signal)),
  });
}

export function useAvailability() {
  return useQuery(getAvailabilityQueryOptions());
}
