import { CHAT_PAGE_SIZE, type ChatConversationType, type ChatMessage } from '@talentport/contract';
import type { QueryClient } from '@tanstack/react-query';
import { avatarsOf, lastMessageOf } from './chat-cache';

/**
 * The data rules Chat state, the part the screens choose: whether the drawer is open (and on a support
 * chat from the admin side), the open conversation and the type filter of the list. The rest of
 * The data rules shape is derived (`chatSpecState`), never kept in parallel.
 */
export type ChatState = {
  isOpenChat: boolean;
  isOpenAdminChat: boolean;
  conversation: {
    currentConversation: string | null;
    type: ChatConversationType | null;
  };
};

export const initialChatState: ChatState = {
  isOpenChat: false,
  isOpenAdminChat: false,
  conversation: { currentConversation: null, type: null },
};

export type ChatAction =
  | { type: 'open-chat'; conversationId?: string | null }
  | { type: 'close-chat' }
  | { type: 'open-admin-chat'; conversationId: string | null }
  | { type: 'select-conversation'; conversationId: string | null }
  | { type: 'set-type'; conversationType: ChatConversationType | null };

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
        conversation: { ...state.conversation, currentConversation: action.conversationId },
      };
    case 'set-type':
      return { ...state, conversation: { ...state.conversation, type: action.conversationType } };
  }
}

/** The full the data rules Chat state shape. */
export type ChatSpecState = {
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

/**
 * The data rules shape, read rather than stored: the history always starts at page 1 of CHAT_PAGE_SIZE
 * (older pages load by seq, not by page number), and the last message and the participants'
 * avatars of the open conversation are whatever the query cache holds for it.
 */
export function chatSpecState(state: ChatState, queryClient: QueryClient): ChatSpecState {
  const current = state.conversation.currentConversation;
  return {
    isOpenChat: state.isOpenChat,
    isOpenAdminChat: state.isOpenAdminChat,
    conversation: {
      page: 1,
      recordPerPage: CHAT_PAGE_SIZE,
      currentConversation: current,
      currentLastMessage: current ? lastMessageOf(queryClient, current) : null,
      type: state.conversation.type,
      userAvatars: current ? avatarsOf(queryClient, current) : {},
    },
  };
}
