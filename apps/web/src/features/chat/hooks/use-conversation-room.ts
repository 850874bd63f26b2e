import { SOCKET_CLIENT_EVENTS } from '@talentport/contract';
import { useEffect } from 'react';
import { emitWithAck } from '../../../lib/socket';
import { useChatSocket } from '../chat-context';

/**
 * Membership of the conversation's socket room (where typing events go): joined now and after
 * every reconnect, left when the thread closes.
 */
export function useConversationRoom(conversationId: string, isConnected: boolean) {
  const socket = useChatSocket();
  useEffect(() => {
    if (!isConnected || !socket) return;
    void emitWithAck(SOCKET_CLIENT_EVENTS.join, { conversationId });
    return () => {
      void emitWithAck(SOCKET_CLIENT_EVENTS.leave, { conversationId });
    };
  }, [isConnected, conversationId, socket]);
}
