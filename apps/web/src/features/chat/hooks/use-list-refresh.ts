import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { chatKeys } from '../api/chat-keys';

/**
 * Refreshes the conversation lists, the unread counts and the open conversations a moment after
 * a change: a burst of realtime events (or sends) costs one round of requests.
 */
export function useListRefresh(): () => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  return useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'conversation'] });
    }, 250);
  }, [queryClient]);
}
