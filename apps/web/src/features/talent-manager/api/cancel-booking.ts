import { apiRoutes } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { MY_BOOKINGS_KEY } from './get-my-bookings';
import { TALENT_MANAGER_SLOTS_KEY } from './get-talent-manager-slots';

/** Cancels one of the caller's talent manager calls. */
export function cancelBooking({ id, timeZone }: { id: string; timeZone: string }) {
  return call(apiRoutes.talentManager.cancelTalentManagerBooking, {
    params: { id },
    body: {
      timeZone,
    },
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'talent-manager-bookings', 'cancel'],
    mutationFn: cancelBooking,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: TALENT_MANAGER_SLOTS_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
    },
  });
}
