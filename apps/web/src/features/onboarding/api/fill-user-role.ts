import type { EndpointResult, endpoints, FillUserRoleInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function fillUserRole(input: FillUserRoleInput) {
  return apiClient.post<EndpointResult<typeof endpoints.auth.fillUserRole>>('/v1/user/fillUserRole', input);
}

export function useFillUserRole() {
  return useMutation({ mutationKey: ['user', 'fill-user-role'], mutationFn: fillUserRole });
}
