import { apiRoutes, type TalentListInput } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function createTalentList(input: TalentListInput) {
  return call(apiRoutes.talentLists.createTalentList, { body: input });
}

export function useCreateTalentList() {
  return useListMutation('create', createTalentList);
}
