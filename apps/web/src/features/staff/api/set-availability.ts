import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess, type SetAvailabilityInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApiClient } from '../../../lib/staff-api-client';
import { getAvailabilityQueryOptions } from './get-availability';

export function setAvailability(input: SetAvailabilityInput) {
  return staffApiClient.request<EndpointResult<typeof endpoints.talentManager.staffSetAvailability>>(
    'PUT',
    '/staff/v1/talent-managers/me/availability',
    {
      body: input,
    },
  );
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'availability', 'set'],
    mutationFn: setAvailability,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        queryClient.setQueryData(getAvailabilityQueryOptions().queryKey, envelope.result);
    },
  });
}
