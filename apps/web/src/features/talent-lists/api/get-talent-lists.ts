import { apiRoutes, TALENT_LISTS_PER_COMPANY_MAX } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { TALENT_LISTS_KEY } from './keys';

/** All of the company's lists (at most 100, one page); with `code`, whether that freelancer is on each. */
export function getTalentLists(code: string | null, signal?: AbortSignal) {
  return call(apiRoutes.talentLists.listTalentLists, {
    query: { recordPerPage: TALENT_LISTS_PER_COMPANY_MAX, code: code || undefined },
    signal,
  });
}

export function getTalentListsQueryOptions(code: string | null = null) {
  return queryOptions({
    queryKey: [...TALENT_LISTS_KEY, 'lists', code ?? ''] as const,
    queryFn: async ({ signal }) => unwrap(await getTalentLists(code, signal)),
  });
}

export function useTalentLists(code: string | null = null, isEnabled = true) {
  return useQuery({ ...getTalentListsQueryOptions(code), enabled: isEnabled });
}
