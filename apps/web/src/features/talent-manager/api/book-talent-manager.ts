import { apiRoutes, type BookTalentManagerInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { MY_BOOKINGS_KEY } from './get-my-bookings';
import { TALENT_MANAGER_SLOTS_KEY } from './get-talent-manager-slots';

/** Books a 30-minute call. */
export function bookTalentManager(input: BookTalentManagerInput) {
  return call(apiRoutes.talentManager.bookTalentManager, { body: input });
}

export function useBookTalentManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'bookTalentManager'],
    mutationFn: bookTalentManager,
    onSettled: (envelope) => {
      // A refusal (slot just taken) also means the list of free slots is stale.
      void queryClient.invalidateQueries({ queryKey: TALENT_MANAGER_SLOTS_KEY });
      if (envelope && isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
    },
  });
}
