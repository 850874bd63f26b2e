import type { AuthResult, JoinInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function joinCompany(input: JoinInput) {
  return apiClient.post<AuthResult>('/v1/user/join', input);
}

export function useJoinCompany() {
  return useMutation({ mutationKey: ['user', 'join'], mutationFn: joinCompany });
}
