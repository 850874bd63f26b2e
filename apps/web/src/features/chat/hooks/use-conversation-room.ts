import { SOCKET_CLIENT_EVENTS, SOCKET_SERVER_EVENTS, type SocketTypingEvent } from '@talentport/contract';
import { useEffect, useState } from 'react';
import { emitWithAck, getSocket } from '../../../lib/socket';

/** A "typing" shown without news is dropped after this long (a lost "stopped" event). */
const TYPING_SHOWN_MS = 5000;

/**
 * Membership of the conversation's socket room, where typing events go: joined now and after
 * every reconnect, left when the thread closes. Returns who else is typing there right now.
 */
export function useConversationRoom(
  conversationId: string,
  userId: string | null,
  isConnected: boolean,
): SocketTypingEvent | null {
  // The socket of the chat provider (null until socket.io-client is loaded).
  const socket = getSocket();
  const [typing, setTyping] = useState<SocketTypingEvent | null>(null);

  useEffect(() => {
    if (!isConnected || !socket) return;
    void emitWithAck(SOCKET_CLIENT_EVENTS.join, { conversationId });
    const onTyping = (event: SocketTypingEvent) => {
      if (event.conversationId !== conversationId || event.userId === userId) return;
      setTyping(event.isTyping ? event : null);
    };
    socket.on(SOCKET_SERVER_EVENTS.typing, onTyping);
    return () => {
      socket.off(SOCKET_SERVER_EVENTS.typing, onTyping);
      void emitWithAck(SOCKET_CLIENT_EVENTS.leave, { conversationId });
    };
  }, [isConnected, conversationId, socket, userId]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  return typing;
}
