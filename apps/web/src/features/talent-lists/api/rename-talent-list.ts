import type { EndpointResult, endpoints } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function renameTalentList({ listId, name }: { listId: string; name: string }) {
  return apiClient.put<EndpointResult<typeof endpoints.talentLists.renameTalentList>>(
    `/v1/talent-lists/${encodeURIComponent(listId)}`,
    { name },
  );
}

export function useRenameTalentList() {
  return useListMutation('rename', renameTalentList);
}
