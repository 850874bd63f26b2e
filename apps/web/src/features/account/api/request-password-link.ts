import { apiRoutes, type PasswordLinkInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function requestPasswordLink(input: PasswordLinkInput) {
  return call(apiRoutes.account.requestPasswordLink, { body: input });
}

export function useRequestPasswordLink() {
  return useMutation({ mutationKey: ['user', 'password', 'get-link'], mutationFn: requestPasswordLink });
}
