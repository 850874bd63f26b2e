import { apiRoutes, isSuccess, type SetAvailabilityInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';
import { getAvailabilityQueryOptions } from './get-availability';

export function setAvailability(input: SetAvailabilityInput) {
  return staffCall(apiRoutes.talentManager.staffSetAvailability, {
    params: { managerId: 'me' },
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
