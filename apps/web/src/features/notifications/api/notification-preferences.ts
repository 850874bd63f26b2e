import { apiRoutes, isSuccess, type UpdateNotificationPreferencesInput } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getNotificationPreferences(signal?: AbortSignal) {
  return call(apiRoutes.notificationPreferences.getNotificationPreferences, { signal });
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'notification-preferences'] as const,
    queryFn: async ({ signal }) => unwrap(await getNotificationPreferences(signal)),
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

export function updateNotificationPreferences(input: UpdateNotificationPreferencesInput) {
  return call(apiRoutes.notificationPreferences.updateNotificationPreferences, { body: input });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'notification-preferences', 'update'],
    mutationFn: updateNotificationPreferences,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        queryClient.setQueryData(getNotificationPreferencesQueryOptions().queryKey, envelope.result);
      }
    },
  });
}
