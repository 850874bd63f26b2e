import type { EndpointResult, endpoints, RegisterInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function register(input: RegisterInput) {
  return apiClient.post<EndpointResult<typeof endpoints.auth.register>>('/v1/user/register', input);
}

export function useRegister() {
  return useMutation({ mutationKey: ['user', 'register'], mutationFn: register });
}
