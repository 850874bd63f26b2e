import { apiRoutes, CHAT_PAGE_SIZE } from '@talentport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';
import { supportKeys } from './support-keys';

export function getSupportMessages(conversationId: string, beforeSeq: number | null, signal?: AbortSignal) {
  return staffCall(apiRoutes.chat.staffListSupportMessages, {
    params: { conversationId },
    query: { page: 1, recordPerPage: CHAT_PAGE_SIZE, beforeSeq: beforeSeq ?? undefined },
    signal,
  });
}

/** A support conversation's history, 10 per page, newest first; older pages on demand. */
export function getSupportMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: supportKeys.messages(conversationId),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await getSupportMessages(conversationId, pageParam, signal)),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => {
      if (lastPage.items.length < lastPage.recordPerPage) return undefined;
      const oldest = lastPage.items.at(-1)?.seq ?? 1;
      return oldest > 1 ? oldest : undefined;
    },
    placeholderData: undefined,
  });
}

export function useSupportMessages(conversationId: string) {
  return useInfiniteQuery(getSupportMessagesQueryOptions(conversationId));
}
