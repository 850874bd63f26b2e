import type { EndpointResult, endpoints } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A new secret and its QR code (drawn by our server); two-factor is on only after a first code. */
export function startTwoFactorSetup() {
  return apiClient.post<EndpointResult<typeof endpoints.twoFactor.startTwoFactorSetup>>(
    '/v1/user/two-factor/setup',
    {},
  );
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationKey: ['user', 'two-factor', 'setup'], mutationFn: startTwoFactorSetup });
}
