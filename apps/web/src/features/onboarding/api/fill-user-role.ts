import { apiRoutes, type FillUserRoleInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function fillUserRole(input: FillUserRoleInput) {
  return call(apiRoutes.auth.fillUserRole, { body: input });
}

export function useFillUserRole() {
  return useMutation({ mutationKey: ['user', 'fill-user-role'], mutationFn: fillUserRole });
}
