import { apiRoutes, type RegisterInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function register(input: RegisterInput) {
  return call(apiRoutes.auth.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationKey: ['user', 'register'], mutationFn: register });
}
