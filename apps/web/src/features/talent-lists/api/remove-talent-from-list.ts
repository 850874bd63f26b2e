import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function removeTalentFromList({ listId, code }: { listId: string; code: string }) {
  return call(apiRoutes.talentLists.removeTalentFromList, { params: { listId, code } });
}

export function useRemoveTalentFromList() {
  return useListMutation('remove', removeTalentFromList);
}
