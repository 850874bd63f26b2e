import { apiRoutes, SOCKET_SERVER_EVENTS } from '@talentport/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { call, unwrap } from '../../../lib/api-client';
import { loadSocket } from '../../../lib/socket';
import { NOTIFICATIONS_ROOT_KEY } from './get-notifications';

/**
 * The header bell. The server pushes `notification:created`
 * over the chat socket, which refetches the count and the list at once; polling every 5 minutes
 * only covers a lost connection.
 */
export function getUnreadCount(signal?: AbortSignal) {
  return call(apiRoutes.notifications.getNotificationUnreadCount, { signal });
}

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_ROOT_KEY, 'unread'] as const,
    queryFn: async ({ signal }) => unwrap(await getUnreadCount(signal)).unread,
    refetchInterval: 5 * 60_000,
  });
}

export function useUnreadCount(isEnabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_ROOT_KEY });
    // The chat provider connects the socket for signed-in users; this only listens on it.
    let socket: Socket | null = null;
    let isCancelled = false;
    void loadSocket().then((loaded) => {
      if (isCancelled) return;
      socket = loaded;
      socket.on(SOCKET_SERVER_EVENTS.notificationCreated, refresh);
    });
    return () => {
      isCancelled = true;
      socket?.off(SOCKET_SERVER_EVENTS.notificationCreated, refresh);
    };
  }, [isEnabled, queryClient]);
  return useQuery({ ...getUnreadCountQueryOptions(), enabled: isEnabled });
}
