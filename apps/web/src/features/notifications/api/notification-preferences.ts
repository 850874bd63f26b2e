import type { EndpointResult, endpoints, UpdateNotificationPreferencesInput } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

const PATH = '/v1/user/notification-preferences';

export function getNotificationPreferences(signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.notificationPreferences.getNotificationPreferences>>(
    PATH,
    { signal },
  );
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
  return apiClient.put<
    EndpointResult<typeof endpoints.notificationPreferences.updateNotificationPreferences>
  >(PATH, input);
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
