import type { AddTalentToListInput, EndpointResult, endpoints } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function addTalentToList({ listId, ...input }: AddTalentToListInput & { listId: string }) {
  return apiClient.post<EndpointResult<typeof endpoints.talentLists.addTalentToList>>(
    `/v1/talent-lists/${encodeURIComponent(listId)}/entries`,
    input,
  );
}

export function useAddTalentToList() {
  return useListMutation('add', addTalentToList);
}
