import { apiRoutes, type RescheduleBookingInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { MY_BOOKINGS_KEY } from './get-my-bookings';
import { TALENT_MANAGER_SLOTS_KEY } from './get-talent-manager-slots';

/** Moves a call to another free slot. */
export function rescheduleBooking({ id, ...input }: RescheduleBookingInput & { id: string }) {
  return call(apiRoutes.talentManager.rescheduleTalentManagerBooking, { params: { id }, body: input });
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'talent-manager-bookings', 'reschedule'],
    mutationFn: rescheduleBooking,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: TALENT_MANAGER_SLOTS_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
    },
  });
}
