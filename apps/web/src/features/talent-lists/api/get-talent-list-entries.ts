import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { TALENT_LISTS_KEY } from './keys';

export const ENTRIES_PER_PAGE = 20;

export function getTalentListEntries(listId: string, page: number, signal?: AbortSignal) {
  return call(apiRoutes.talentLists.listTalentListEntries, {
    params: { listId },
    query: { page, recordPerPage: ENTRIES_PER_PAGE },
    signal,
  });
}

export function getTalentListEntriesQueryOptions(listId: string, page: number) {
  return queryOptions({
    queryKey: [...TALENT_LISTS_KEY, 'entries', listId, page] as const,
    queryFn: async ({ signal }) => unwrap(await getTalentListEntries(listId, page, signal)),
  });
}

export function useTalentListEntries(listId: string, page: number) {
  return useQuery(getTalentListEntriesQueryOptions(listId, page));
}
