import type { EndpointResult, endpoints } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function removeTalentFromList({ listId, code }: { listId: string; code: string }) {
  return apiClient.request<EndpointResult<typeof endpoints.talentLists.removeTalentFromList>>(
    'DELETE',
    `/v1/talent-lists/${encodeURIComponent(listId)}/entries/${encodeURIComponent(code)}`,
  );
}

export function useRemoveTalentFromList() {
  return useListMutation('remove', removeTalentFromList);
}
