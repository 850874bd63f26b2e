import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function openSupportConversation() {
  return call(apiRoutes.chat.openSupportConversation);
}

/** The user's conversation with the support team, created on first use (`isOpenAdminChat`). */
export function getSupportConversationQueryOptions() {
  return queryOptions({
    queryKey: ['chat', 'support'] as const,
    queryFn: async () => unwrap(await openSupportConversation()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSupportConversation(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getSupportConversationQueryOptions(), enabled: options.isEnabled ?? true });
}
