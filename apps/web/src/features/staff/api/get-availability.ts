import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffApiClient } from '../../../lib/staff-api-client';

export function getAvailability(signal?: AbortSignal) {
  return staffApiClient.get<EndpointResult<typeof endpoints.talentManager.staffGetAvailability>>(
    '/staff/v1/talent-managers/me/availability',
    { signal },
  );
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
