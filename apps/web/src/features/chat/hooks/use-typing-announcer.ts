import { SOCKET_CLIENT_EVENTS } from '@talentport/contract';
import { useRef } from 'react';
import { emitWithAck } from '../../../lib/socket';

/** After this long without a keystroke the user has stopped typing. */
const TYPING_IDLE_MS = 3000;

/**
 * Tells the room that this user types: at most once per TYPING_IDLE_MS while keys are pressed,
 * and "stopped" after TYPING_IDLE_MS of quiet or when the message is sent.
 */
export function useTypingAnnouncer(conversationId: string) {
  const typingSent = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function announce(isTyping: boolean) {
    void emitWithAck(SOCKET_CLIENT_EVENTS.typing, { conversationId, isTyping }, 2000);
  }

  function onInput() {
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
  }

  function stop() {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    typingSent.current = 0;
    announce(false);
  }

  return { onInput, stop };
}
