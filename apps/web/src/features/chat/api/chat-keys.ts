import type { ChatConversationType } from '@talentport/contract';

/** Query keys of the chat feature; mutations and realtime updates invalidate through these. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: (type?: ChatConversationType | null) => ['chat', 'conversations', type ?? 'all'] as const,
  conversationLists: () => ['chat', 'conversations'] as const,
  conversation: (conversationId: string) => ['chat', 'conversation', conversationId] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  search: (conversationId: string, q: string) => ['chat', 'search', conversationId, q] as const,
  unread: () => ['chat', 'unread'] as const,
  blocks: () => ['chat', 'blocks'] as const,
};
