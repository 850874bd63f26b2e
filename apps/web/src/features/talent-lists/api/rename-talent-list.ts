import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function renameTalentList({ listId, name }: { listId: string; name: string }) {
  return call(apiRoutes.talentLists.renameTalentList, { params: { listId }, body: { name } });
}

export function useRenameTalentList() {
  return useListMutation('rename', renameTalentList);
}
