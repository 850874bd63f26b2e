import type { EndpointResult, endpoints } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function updateTalentListNote({ listId, code, note }: { listId: string; code: string; note: string }) {
  return apiClient.put<EndpointResult<typeof endpoints.talentLists.updateTalentListNote>>(
    `/v1/talent-lists/${encodeURIComponent(listId)}/entries/${encodeURIComponent(code)}`,
    { note },
  );
}

export function useUpdateTalentListNote() {
  return useListMutation('note', updateTalentListNote);
}
