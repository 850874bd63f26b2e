import { isSuccess, type SetAvailabilityInput, type StaffAvailability } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApiClient } from '../../../lib/staff-api-client';
import { getAvailabilityQueryOptions } from './get-availability';

export function setAvailability(input: SetAvailabilityInput) {
  return staffApiClient.request<StaffAvailability>('PUT', '/staff/v1/talent-managers/me/availability', {
    body: input,
  });
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
