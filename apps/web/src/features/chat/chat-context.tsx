import type { ChatAttachment } from '@talentport/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import { type ChatAction, type ChatState, chatReducer, initialChatState } from './chat-state';
import { useListRefresh } from './hooks/use-list-refresh';
import { type PendingMessage, useOutbox } from './hooks/use-outbox';
import { useRealtimeSync } from './hooks/use-realtime-sync';

export type { ChatAction, ChatState } from './chat-state';
export type { PendingMessage } from './hooks/use-outbox';

type ChatContextValue = {
  state: ChatState;
  dispatch: (action: ChatAction) => void;
  /** The signed-in user's id (own messages, read receipts). */
  userId: string | null;
  isConnected: boolean;
  pending: PendingMessage[];
  send: (conversationId: string, body: string, attachments: ChatAttachment[]) => void;
  retry: (clientId: string) => void;
  discard: (clientId: string) => void;
};

const ChatContext = createContext<ChatContextValue | null>(null);

type ChatProviderProps = {
  children: ReactNode;
  /** Chat runs only for a signed-in user: the socket connects with their token. */
  isEnabled: boolean;
  userId: string | null;
};

/**
 * Chat for the whole app: the drawer and the current conversation (the data rules Chat state), the socket
 * connection (`useRealtimeSync`) and the outbox of messages on their way (`useOutbox`).
 */
export function ChatProvider({ children, isEnabled, userId }: ChatProviderProps) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const refreshLists = useListRefresh();
  const outbox = useOutbox(isEnabled, refreshLists);
  const isConnected = useRealtimeSync(isEnabled, outbox, refreshLists);
  const { pending, send, retry, discard } = outbox;

  // Signing out (or in as someone else) starts from nothing.
  useEffect(() => {
    if (!isEnabled) {
      dispatch({ type: 'close-chat' });
      dispatch({ type: 'select-conversation', conversationId: null });
    }
  }, [isEnabled]);

  // A mailed link for an account without an inbox opens the drawer: /?chat=<id>.
  useEffect(() => {
    if (!isEnabled) return;
    const conversationId = new URLSearchParams(window.location.search).get('chat');
    if (conversationId) dispatch({ type: 'open-chat', conversationId });
  }, [isEnabled]);

  const value = useMemo<ChatContextValue>(
    () => ({ state, dispatch, userId, isConnected, pending, send, retry, discard }),
    [state, userId, isConnected, pending, send, retry, discard],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat must be used inside ChatProvider');
  return value;
}
