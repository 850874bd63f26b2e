import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function updateTalentListNote({ listId, code, note }: { listId: string; code: string; note: string }) {
  return call(apiRoutes.talentLists.updateTalentListNote, { params: { listId, code }, body: { note } });
}

export function useUpdateTalentListNote() {
  return useListMutation('note', updateTalentListNote);
}
