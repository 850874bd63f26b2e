import { apiRoutes, type SupportInboxFilter } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';
import { supportKeys } from './support-keys';

export function getSupportConversations(filter: SupportInboxFilter, signal?: AbortSignal) {
  return staffCall(apiRoutes.chat.staffListSupportConversations, {
    query: { filter, page: 1, recordPerPage: 50 },
    signal,
  });
}

export function getSupportConversationsQueryOptions(filter: SupportInboxFilter) {
  return queryOptions({
    queryKey: supportKeys.list(filter),
    queryFn: async ({ signal }) => unwrap(await getSupportConversations(filter, signal)),
  });
}

export function useSupportConversations(filter: SupportInboxFilter) {
  return useQuery(getSupportConversationsQueryOptions(filter));
}
