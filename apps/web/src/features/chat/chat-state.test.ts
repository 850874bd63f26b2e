import { CHAT_PAGE_SIZE, type ChatConversation, type ChatMessage } from '@talentport/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from './api/chat-keys';
import type { MessagePages } from './api/get-messages';
import { catchUpSeq, mergeMessages } from './chat-cache';
import { chatReducer, chatSpecState, initialChatState } from './chat-state';
import { lastSeenOwnMessage } from './hooks/use-read-receipts';

function message(seq: number, senderId: string | null = 'u1'): ChatMessage {
  return {
    _id: `m${seq}`,
    conversationId: 'c1',
    seq,
    clientId: `client-${seq}`,
    senderKind: senderId ? 'user' : 'staff',
    senderId,
    senderName: senderId ?? 'Support',
    body: `message ${seq}`,
    attachments: [],
    createdAt: new Date(2026, 0, 1, 10, seq).toISOString(),
    editedAt: null,
    isDeleted: false,
  };
}

function participant(id: string, lastReadSeq: number, avatarUrl: string | null) {
  return {
    _id: id,
    code: `code-${id}`,
    fullname: `Person ${id}`,
    userRole: 'freelancer',
    avatar: avatarUrl
      ? [{ _id: `f-${id}`, name: 'a.png', url: avatarUrl, mimeType: 'image/png', size: 1 }]
      : [],
    lastReadSeq,
  };
}

const conversation: ChatConversation = {
  _id: 'c1',
  type: 'directConv',
  subject: '',
  opportunityId: null,
  engagementId: null,
  participants: [participant('u1', 3, '/files/u1.png'), participant('u2', 2, null)],
  lastMessage: null,
  lastSeq: 3,
  unread: 0,
  isBlocked: false,
  lastMessageAt: null,
  createdAt: new Date(2026, 0, 1).toISOString(),
  support: null,
};

function seeded() {
  const queryClient = new QueryClient();
  const pages: MessagePages = {
    pages: [{ items: [message(3, 'u2'), message(2)], total: 3, page: 1, recordPerPage: CHAT_PAGE_SIZE }],
    pageParams: [null],
  };
  queryClient.setQueryData(chatKeys.messages('c1'), pages);
  queryClient.setQueryData(chatKeys.conversation('c1'), conversation);
  return queryClient;
}

describe('chat state (the data rules)', () => {
  it('keeps only what the screens choose and resets nothing else on select', () => {
    const opened = chatReducer(initialChatState, { type: 'open-chat', conversationId: 'c1' });
    expect(opened).toEqual({
      isOpenChat: true,
      isOpenAdminChat: false,
      conversation: { currentConversation: 'c1', type: null },
    });
    const filtered = chatReducer(opened, { type: 'set-type', conversationType: 'directConv' });
    const admin = chatReducer(filtered, { type: 'open-admin-chat', conversationId: 'c2' });
    expect(admin.isOpenAdminChat).toBe(true);
    const selected = chatReducer(admin, { type: 'select-conversation', conversationId: null });
    expect(selected).toEqual({
      isOpenChat: true,
      isOpenAdminChat: false,
      conversation: { currentConversation: null, type: 'directConv' },
    });
    expect(chatReducer(selected, { type: 'close-chat' }).isOpenChat).toBe(false);
  });

  it('derives page, last message and avatars of the open conversation from the query cache', () => {
    const queryClient = seeded();
    const state = chatReducer(initialChatState, { type: 'open-chat', conversationId: 'c1' });
    const view = chatSpecState(state, queryClient);
    expect(view.conversation.page).toBe(1);
    expect(view.conversation.recordPerPage).toBe(CHAT_PAGE_SIZE);
    expect(view.conversation.currentLastMessage?._id).toBe('m3');
    expect(view.conversation.userAvatars).toEqual({ u1: '/files/u1.png' });

    // A message arriving through the socket is the new last message, with no second copy to update.
    mergeMessages(queryClient, [message(4)]);
    expect(chatSpecState(state, queryClient).conversation.currentLastMessage?._id).toBe('m4');
  });

  it('has no last message or avatars when nothing is open or loaded', () => {
    const queryClient = new QueryClient();
    expect(chatSpecState(initialChatState, queryClient).conversation).toMatchObject({
      currentConversation: null,
      currentLastMessage: null,
      userAvatars: {},
    });
    const state = chatReducer(initialChatState, { type: 'open-chat', conversationId: 'c9' });
    expect(chatSpecState(state, queryClient).conversation.currentLastMessage).toBeNull();
  });
});

describe('read receipts', () => {
  it('marks as seen the newest own message the other side has read', () => {
    const messages = [message(1), message(2), message(3, 'u2'), message(4)];
    expect(lastSeenOwnMessage(conversation, messages, 'u1')?._id).toBe('m2');
    const support = { ...conversation, participants: [participant('u1', 4, null)] };
    const staffRead = {
      ...support,
      type: 'supportConv' as const,
      support: { readSeq: 4, isWaiting: false, handledBy: null },
    };
    expect(lastSeenOwnMessage(staffRead, messages, 'u1')?._id).toBe('m4');
    expect(
      lastSeenOwnMessage({ ...staffRead, support: { ...staffRead.support, readSeq: 0 } }, messages, 'u1'),
    ).toBeUndefined();
  });
});

describe('catchUpSeq', () => {
  it('is the newest seq of an unbroken history, and stops before the first hole', () => {
    expect(catchUpSeq([])).toBe(0);
    expect(catchUpSeq([41, 42, 43])).toBe(43);
    expect(catchUpSeq([43, 41, 42, 42])).toBe(43);
    // 44 and 45 never arrived (lost while 46 did): the catch-up asks for everything after 43.
    expect(catchUpSeq([41, 42, 43, 46, 47])).toBe(43);
  });
});
