import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { NOTIFICATIONS_ROOT_KEY } from './get-notifications';

/** Some by id, or all. */
export function markNotificationsRead(input: { ids?: string[]; isAll?: boolean }) {
  return call(apiRoutes.notifications.markNotificationsRead, { body: input });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_ROOT_KEY });
    },
  });
}
