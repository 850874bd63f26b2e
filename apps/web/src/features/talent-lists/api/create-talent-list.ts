import type { EndpointResult, endpoints, TalentListInput } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';
import { useListMutation } from './use-list-mutation';

export function createTalentList(input: TalentListInput) {
  return apiClient.post<EndpointResult<typeof endpoints.talentLists.createTalentList>>(
    '/v1/talent-lists',
    input,
  );
}

export function useCreateTalentList() {
  return useListMutation('create', createTalentList);
}
