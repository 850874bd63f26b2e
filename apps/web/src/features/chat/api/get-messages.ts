import { apiRoutes, CHAT_PAGE_SIZE, type ChatMessage, type Page } from '@talentport/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export type MessagePages = InfiniteData<Page<ChatMessage>, number | null>;

export function getMessages(conversationId: string, beforeSeq: number | null, signal?: AbortSignal) {
  return call(apiRoutes.chat.listMessages, {
    params: { conversationId },
    query: { page: 1, recordPerPage: CHAT_PAGE_SIZE, beforeSeq: beforeSeq ?? undefined },
    signal,
  });
}

/** The oldest seq held in any page: the next (older) page starts below it. */
export function oldestSeq(data: MessagePages | undefined): number | null {
  let oldest: number | null = null;
  for (const page of data?.pages ?? []) {
    for (const message of page.items) if (oldest === null || message.seq < oldest) oldest = message.seq;
  }
  return oldest;
}

/** History in pages of 10 (the product constants), newest first; older pages load as the user scrolls up. */
export function getMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: async ({ pageParam, signal }) => unwrap(await getMessages(conversationId, pageParam, signal)),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage, allPages) => {
      if (lastPage.items.length < lastPage.recordPerPage) return undefined;
      const oldest = oldestSeq({ pages: allPages, pageParams: [] });
      return oldest !== null && oldest > 1 ? oldest : undefined;
    },
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: undefined,
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(getMessagesQueryOptions(conversationId));
}
