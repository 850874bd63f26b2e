import {
  CHAT_PAGE_SIZE,
  type ChatAttachment,
  type ChatConversationType,
  type ChatMessage,
  isSuccess,
  SOCKET_CLIENT_EVENTS,
  SOCKET_SERVER_EVENTS,
  type SocketSyncResult,
} from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { Socket } from 'socket.io-client';
import { connectSocket, disconnectSocket, emitWithAck, getSocket, loadSocket } from '../../lib/socket';
import { chatKeys } from './api/chat-keys';
import { sendMessage } from './api/send-message';
import { loadedCursors, mergeMessages } from './chat-cache';

/** Spec §3 Chat state. */
export type ChatState = {
  isOpenChat: boolean;
  isOpenAdminChat: boolean;
  conversation: {
    page: number;
    recordPerPage: number;
    currentConversation: string | null;
    currentLastMessage: ChatMessage | null;
    type: ChatConversationType | null;
    userAvatars: Record<string, string>;
  };
};

export const initialChatState: ChatState = {
  isOpenChat: false,
  isOpenAdminChat: false,
  conversation: {
    page: 1,
    recordPerPage: CHAT_PAGE_SIZE,
    currentConversation: null,
    currentLastMessage: null,
    type: null,
    userAvatars: {},
  },
};

export type ChatAction =
  | { type: 'open-chat'; conversationId?: string | null }
  | { type: 'close-chat' }
  | { type: 'open-admin-chat'; conversationId: string | null }
  | { type: 'select-conversation'; conversationId: string | null }
  | { type: 'set-type'; conversationType: ChatConversationType | null }
  | { type: 'set-last-message'; message: ChatMessage | null }
  | { type: 'set-avatars'; userAvatars: Record<string, string> };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'open-chat':
      return {
        ...state,
        isOpenChat: true,
        isOpenAdminChat: false,
        conversation: {
          ...state.conversation,
          currentConversation: action.conversationId ?? state.conversation.currentConversation,
        },
      };
    case 'close-chat':
      return { ...state, isOpenChat: false, isOpenAdminChat: false };
    case 'open-admin-chat':
      return {
        ...state,
        isOpenChat: true,
        isOpenAdminChat: true,
        conversation: { ...state.conversation, currentConversation: action.conversationId },
      };
    case 'select-conversation':
      return {
        ...state,
        isOpenAdminChat: false,
        conversation: {
          ...state.conversation,
          page: 1,
          currentConversation: action.conversationId,
          currentLastMessage: null,
        },
      };
    case 'set-type':
      return { ...state, conversation: { ...state.conversation, type: action.conversationType, page: 1 } };
    case 'set-last-message':
      return { ...state, conversation: { ...state.conversation, currentLastMessage: action.message } };
    case 'set-avatars':
      return { ...state, conversation: { ...state.conversation, userAvatars: action.userAvatars } };
  }
}

/** A message typed here and not yet acknowledged by the server (shown greyed, retried). */
export type PendingMessage = {
  clientId: string;
  conversationId: string;
  body: string;
  attachments: ChatAttachment[];
  status: 'sending' | 'failed';
  error: string | null;
};

type ChatContextValue = {
  state: ChatState;
  dispatch: (action: ChatAction) => void;
  /** The signed-in user's id (own messages, read receipts). */
  userId: string | null;
  userRole: string | null;
  isConnected: boolean;
  pending: PendingMessage[];
  send: (conversationId: string, body: string, attachments: ChatAttachment[]) => void;
  retry: (clientId: string) => void;
  discard: (clientId: string) => void;
};

const ChatContext = createContext<ChatContextValue | null>(null);

const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

/** While connected and visible, the history is checked against the server this often. */
const CHAT_CATCH_UP_MS = 30_000;

function newClientId(): string {
  return crypto.randomUUID();
}

type ChatProviderProps = {
  children: ReactNode;
  /** Chat runs only for a signed-in user: the socket connects with their token. */
  isEnabled: boolean;
  userId: string | null;
  userRole: string | null;
};

/**
 * Chat state for the whole app: the drawer, the current conversation, the socket connection and
 * the outbox. Realtime events update the query cache, so every screen (and every tab, each with its
 * own socket) shows the same thing. The history catches up from the last seq after a reconnect,
 * when the tab is looked at again and every half minute, so a lost event is never lost for long.
 */
export function ChatProvider({ children, isEnabled, userId, userRole }: ChatProviderProps) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [isConnected, setIsConnected] = useState(false);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const pendingRef = useRef<PendingMessage[]>([]);
  pendingRef.current = pending;
  const inFlight = useRef(new Set<string>());

  const refreshLists = useRef<ReturnType<typeof setTimeout> | null>(null);
  const scheduleRefresh = useCallback(() => {
    if (refreshLists.current) return;
    refreshLists.current = setTimeout(() => {
      refreshLists.current = null;
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'conversation'] });
    }, 250);
  }, [queryClient]);

  const deliver = useCallback(
    async (clientId: string) => {
      if (inFlight.current.has(clientId)) return;
      inFlight.current.add(clientId);
      try {
        for (let attempt = 0; ; attempt++) {
          const item = pendingRef.current.find((candidate) => candidate.clientId === clientId);
          if (!item) return;
          const answer = await sendMessage({
            conversationId: item.conversationId,
            clientId,
            body: item.body,
            attachmentIds: item.attachments.map((attachment) => attachment._id),
          });
          if (isSuccess(answer)) {
            mergeMessages(queryClient, [answer.result]);
            setPending((list) => list.filter((candidate) => candidate.clientId !== clientId));
            scheduleRefresh();
            return;
          }
          const isRetryable = answer.status === 0 || answer.status >= 500 || answer.status === 429;
          if (!isRetryable || attempt >= RETRY_DELAYS_MS.length + 10) {
            setPending((list) =>
              list.map((candidate) =>
                candidate.clientId === clientId
                  ? { ...candidate, status: 'failed', error: answer.error.en }
                  : candidate,
              ),
            );
            return;
          }
          const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 8000;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      } finally {
        inFlight.current.delete(clientId);
      }
    },
    [queryClient, scheduleRefresh],
  );

  const send = useCallback(
    (conversationId: string, body: string, attachments: ChatAttachment[]) => {
      const item: PendingMessage = {
        clientId: newClientId(),
        conversationId,
        body,
        attachments,
        status: 'sending',
        error: null,
      };
      pendingRef.current = [...pendingRef.current, item];
      setPending(pendingRef.current);
      void deliver(item.clientId);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      pendingRef.current = pendingRef.current.map((candidate) =>
        candidate.clientId === clientId ? { ...candidate, status: 'sending', error: null } : candidate,
      );
      setPending(pendingRef.current);
      void deliver(clientId);
    },
    [deliver],
  );

  const discard = useCallback((clientId: string) => {
    setPending((list) => list.filter((candidate) => candidate.clientId !== clientId));
  }, []);

  // The socket: connect while signed in; route server events into the cache.
  useEffect(() => {
    if (!isEnabled) {
      disconnectSocket();
      setIsConnected(false);
      return;
    }
    let socket: Socket | null = null;
    let isCancelled = false;
    const onCreated = (message: ChatMessage) => {
      mergeMessages(queryClient, [message]);
      setPending((list) => list.filter((candidate) => candidate.clientId !== message.clientId));
      scheduleRefresh();
    };
    const onUpdated = (message: ChatMessage) => {
      mergeMessages(queryClient, [message]);
      scheduleRefresh();
    };
    // Asks the server for what came after the last message of every loaded conversation. An event
    // can be lost while connected (an instance's pub/sub link down, say), so this runs on every
    // (re)connection, when the tab is looked at again, and every CHAT_CATCH_UP_MS while visible.
    const catchUp = async () => {
      const cursors = loadedCursors(queryClient);
      if (cursors.length === 0 || !socket?.connected) return;
      const answer = await emitWithAck<SocketSyncResult>(SOCKET_CLIENT_EVENTS.sync, { cursors });
      if (!isSuccess(answer) || isCancelled) return;
      mergeMessages(queryClient, answer.result.items);
      for (const conversationId of answer.result.truncated) {
        void queryClient.resetQueries({ queryKey: chatKeys.messages(conversationId) });
      }
      if (answer.result.items.length > 0) scheduleRefresh();
    };
    const onConnect = async () => {
      setIsConnected(true);
      await catchUp();
      scheduleRefresh();
      for (const item of pendingRef.current) if (item.status === 'sending') void deliver(item.clientId);
    };
    const onDisconnect = () => setIsConnected(false);
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !socket?.connected) return;
      void catchUp();
      scheduleRefresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    const catchUpTimer = setInterval(() => {
      if (document.visibilityState === 'visible') void catchUp();
    }, CHAT_CATCH_UP_MS);
    // socket.io-client loads on first use; signing out before it arrives connects nothing.
    void loadSocket().then((loaded) => {
      if (isCancelled) return;
      socket = connectSocket(loaded);
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.on(SOCKET_SERVER_EVENTS.messageCreated, onCreated);
      socket.on(SOCKET_SERVER_EVENTS.messageUpdated, onUpdated);
      socket.on(SOCKET_SERVER_EVENTS.conversationRead, scheduleRefresh);
      socket.on(SOCKET_SERVER_EVENTS.conversationCreated, scheduleRefresh);
      if (socket.connected) void onConnect();
    });
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(catchUpTimer);
      socket?.off('connect', onConnect);
      socket?.off('disconnect', onDisconnect);
      socket?.off(SOCKET_SERVER_EVENTS.messageCreated, onCreated);
      socket?.off(SOCKET_SERVER_EVENTS.messageUpdated, onUpdated);
      socket?.off(SOCKET_SERVER_EVENTS.conversationRead, scheduleRefresh);
      socket?.off(SOCKET_SERVER_EVENTS.conversationCreated, scheduleRefresh);
    };
  }, [isEnabled, queryClient, scheduleRefresh, deliver]);

  // Signing out (or in as someone else) starts from nothing.
  useEffect(() => {
    if (!isEnabled) {
      setPending([]);
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
    () => ({ state, dispatch, userId, userRole, isConnected, pending, send, retry, discard }),
    [state, userId, userRole, isConnected, pending, send, retry, discard],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat must be used inside ChatProvider');
  return value;
}

/** The socket, for components that join rooms and listen to typing (null until it is loaded). */
export function useChatSocket() {
  return getSocket();
}
