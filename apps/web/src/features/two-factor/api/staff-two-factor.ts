import { apiRoutes, type TwoFactorLoginInput } from '@talentport/contract';
import { staffCall } from '../../../lib/staff-api-client';

/** Staff log-in second step: a code or recovery code opens the staff session. */
export function staffLoginTwoFactor(input: TwoFactorLoginInput) {
  return staffCall(apiRoutes.twoFactor.staffLoginTwoFactor, { body: input });
}

/** Staff first sign-in: the new secret and its QR code. */
export function staffStartTwoFactorSetup(pendingToken: string) {
  return staffCall(apiRoutes.twoFactor.staffStartTwoFactorSetup, { body: { pendingToken } });
}

/** Staff first sign-in: a first code turns it on, opens the session and answers the recovery codes once. */
export function staffConfirmTwoFactorSetup(input: TwoFactorLoginInput) {
  return staffCall(apiRoutes.twoFactor.staffConfirmTwoFactorSetup, { body: input });
}
