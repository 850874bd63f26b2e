import { apiRoutes } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';
import { getManagerBookingsQueryOptions } from './get-manager-bookings';

/** The signed-in talent manager cancels one of their calls; the person is told the reason. */
export function cancelManagerBooking({ bookingId, reason }: { bookingId: string; reason: string }) {
  return staffCall(apiRoutes.talentManager.staffCancelManagerBooking, {
    params: { managerId: 'me', bookingId },
    body: { reason },
  });
}

export function useCancelManagerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'talent-manager-bookings', 'cancel'],
    mutationFn: cancelManagerBooking,
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: getManagerBookingsQueryOptions().queryKey }),
  });
}
