import { apiRoutes, type JoinInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function joinCompany(input: JoinInput) {
  return call(apiRoutes.account.joinCompany, { body: input });
}

export function useJoinCompany() {
  return useMutation({ mutationKey: ['user', 'join'], mutationFn: joinCompany });
}
