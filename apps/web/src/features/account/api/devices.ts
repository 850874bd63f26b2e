import { apiRoutes, isSuccess } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** The devices list shows at most this many sessions, the current one first. */
const DEVICES_SHOWN = 50;

export function getDevices(signal?: AbortSignal) {
  return call(apiRoutes.devices.listDevices, { query: { recordPerPage: DEVICES_SHOWN }, signal });
}

export function getDevicesQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'sessions'] as const,
    queryFn: async ({ signal }) => unwrap(await getDevices(signal)),
  });
}

export function useDevices() {
  return useQuery(getDevicesQueryOptions());
}

export function signOutDevice(id: string) {
  return call(apiRoutes.devices.signOutDevice, { params: { id } });
}

export function signOutOtherDevices() {
  return call(apiRoutes.devices.signOutOtherDevices);
}

function useRefreshingMutation<T>(key: string, mutationFn: (input: T) => ReturnType<typeof signOutDevice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'sessions', key],
    mutationFn,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        void queryClient.invalidateQueries({ queryKey: getDevicesQueryOptions().queryKey });
    },
  });
}

export const useSignOutDevice = () => useRefreshingMutation('sign-out', signOutDevice);
export const useSignOutOtherDevices = () => useRefreshingMutation('sign-out-others', signOutOtherDevices);
