import type { FillUserRoleInput, MeResult } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function fillUserRole(input: FillUserRoleInput) {
  return apiClient.post<MeResult>('/v1/user/fillUserRole', input);
}

export function useFillUserRole() {
  return useMutation({ mutationKey: ['user', 'fill-user-role'], mutationFn: fillUserRole });
}
