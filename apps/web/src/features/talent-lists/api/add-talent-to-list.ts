import { type AddTalentToListInput, apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function addTalentToList({ listId, ...input }: AddTalentToListInput & { listId: string }) {
  return call(apiRoutes.talentLists.addTalentToList, { params: { listId }, body: input });
}

export function useAddTalentToList() {
  return useListMutation('add', addTalentToList);
}
