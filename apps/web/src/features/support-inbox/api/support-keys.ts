import type { SupportInboxFilter } from '@talentport/contract';

export const supportKeys = {
  all: ['support'] as const,
  lists: () => ['support', 'conversations'] as const,
  list: (filter: SupportInboxFilter) => ['support', 'conversations', filter] as const,
  conversation: (conversationId: string) => ['support', 'conversation', conversationId] as const,
  messages: (conversationId: string) => ['support', 'messages', conversationId] as const,
};
