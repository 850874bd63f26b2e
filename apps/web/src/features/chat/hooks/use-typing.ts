import { SOCKET_CLIENT_EVENTS, SOCKET_SERVER_EVENTS, type SocketTypingEvent } from '@talentport/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emitWithAck } from '../../../lib/socket';
import { useChatSocket } from '../chat-context';

/** After this long without a keystroke the user has stopped typing. */
const TYPING_IDLE_MS = 3000;
/** A "typing" shown without news is dropped after this long (a lost "stopped" event). */
const TYPING_SHOWN_MS = 5000;

/** Who else is typing in the conversation right now (from the room's typing events), or null. */
export function useTypingIndicator(
  conversationId: string,
  userId: string | null,
  isConnected: boolean,
): SocketTypingEvent | null {
  const socket = useChatSocket();
  const [typing, setTyping] = useState<SocketTypingEvent | null>(null);

  useEffect(() => {
    if (!isConnected || !socket) return;
    const onTyping = (event: SocketTypingEvent) => {
      if (event.conversationId !== conversationId || event.userId === userId) return;
      setTyping(event.isTyping ? event : null);
    };
    socket.on(SOCKET_SERVER_EVENTS.typing, onTyping);
    return () => {
      socket.off(SOCKET_SERVER_EVENTS.typing, onTyping);
    };
  }, [isConnected, conversationId, socket, userId]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  return typing;
}

/**
 * Tells the room that this user types: at most once per TYPING_IDLE_MS while keys are pressed,
 * and "stopped" after TYPING_IDLE_MS of quiet or when the message is sent.
 */
export function useTypingAnnouncer(conversationId: string) {
  const typingSent = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const announce = useCallback(
    (isTyping: boolean) => {
      void emitWithAck(SOCKET_CLIENT_EVENTS.typing, { conversationId, isTyping }, 2000);
    },
    [conversationId],
  );

  const onInput = useCallback(() => {
    const now = Date.now();
    if (now - typingSent.current > TYPING_IDLE_MS) {
      typingSent.current = now;
      announce(true);
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      typingSent.current = 0;
      announce(false);
    }, TYPING_IDLE_MS);
  }, [announce]);

  const stop = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    typingSent.current = 0;
    announce(false);
  }, [announce]);

  return { onInput, stop };
}
