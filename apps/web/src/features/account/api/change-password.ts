import { apiRoutes, type ChangePasswordInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordInput) {
  return call(apiRoutes.account.changePassword, { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['user', 'change-password'], mutationFn: changePassword });
}
