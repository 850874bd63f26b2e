import { endpoints, type RegisterInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function register(input: RegisterInput) {
  return call(endpoints.auth.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationKey: ['user', 'register'], mutationFn: register });
}
