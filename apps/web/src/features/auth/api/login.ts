import { apiRoutes, type LoginInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function login(input: LoginInput) {
  return call(apiRoutes.auth.login, { body: input });
}

/** Resolves with the envelope; a failed login is data for the form, not an exception. */
export function useLogin() {
  return useMutation({ mutationKey: ['user', 'login'], mutationFn: login });
}
