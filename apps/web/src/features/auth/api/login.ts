import type { EndpointResult, endpoints, LoginInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function login(input: LoginInput) {
  return apiClient.post<EndpointResult<typeof endpoints.auth.login>>('/v1/user/login', input);
}

/** Resolves with the envelope; a failed login is data for the form, not an exception. */
export function useLogin() {
  return useMutation({ mutationKey: ['user', 'login'], mutationFn: login });
}
