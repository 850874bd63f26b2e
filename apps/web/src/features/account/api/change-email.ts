import { apiRoutes, type ChangeEmailInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function changeEmail(input: ChangeEmailInput) {
  return call(apiRoutes.account.changeEmail, { body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationKey: ['user', 'changeEmail'], mutationFn: changeEmail });
}
