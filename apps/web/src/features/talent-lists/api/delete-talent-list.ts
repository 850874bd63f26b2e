import type { EndpointResult, endpoints } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function deleteTalentList(listId: string) {
  return apiClient.request<EndpointResult<typeof endpoints.talentLists.deleteTalentList>>(
    'DELETE',
    `/v1/talent-lists/${encodeURIComponent(listId)}`,
  );
}

export function useDeleteTalentList() {
  return useListMutation('delete', deleteTalentList);
}
