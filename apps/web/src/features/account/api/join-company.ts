import type { EndpointResult, endpoints, JoinInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function joinCompany(input: JoinInput) {
  return apiClient.post<EndpointResult<typeof endpoints.account.joinCompany>>('/v1/user/join', input);
}

export function useJoinCompany() {
  return useMutation({ mutationKey: ['user', 'join'], mutationFn: joinCompany });
}
