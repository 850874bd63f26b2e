import { apiRoutes } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A new secret and its QR code (drawn by our server); two-factor is on only after a first code. */
export function startTwoFactorSetup() {
  return call(apiRoutes.twoFactor.startTwoFactorSetup);
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationKey: ['user', 'two-factor', 'setup'], mutationFn: startTwoFactorSetup });
}
