import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function deleteTalentList(listId: string) {
  return call(apiRoutes.talentLists.deleteTalentList, { params: { listId } });
}

export function useDeleteTalentList() {
  return useListMutation('delete', deleteTalentList);
}
