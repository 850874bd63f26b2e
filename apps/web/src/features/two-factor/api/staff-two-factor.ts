import type { EndpointResult, endpoints, TwoFactorLoginInput } from '@talentport/contract';
import { staffApiClient } from '../../../lib/staff-api-client';

/** Staff log-in second step: a code or recovery code opens the staff session. */
export function staffLoginTwoFactor(input: TwoFactorLoginInput) {
  return staffApiClient.post<EndpointResult<typeof endpoints.twoFactor.staffLoginTwoFactor>>(
    '/staff/v1/login/two-factor',
    input,
  );
}

/** Staff first sign-in: the new secret and its QR code. */
export function staffStartTwoFactorSetup(pendingToken: string) {
  return staffApiClient.post<EndpointResult<typeof endpoints.twoFactor.staffStartTwoFactorSetup>>(
    '/staff/v1/login/two-factor/setup',
    { pendingToken },
  );
}

/** Staff first sign-in: a first code turns it on, opens the session and answers the recovery codes once. */
export function staffConfirmTwoFactorSetup(input: TwoFactorLoginInput) {
  return staffApiClient.post<EndpointResult<typeof endpoints.twoFactor.staffConfirmTwoFactorSetup>>(
    '/staff/v1/login/two-factor/confirm',
    input,
  );
}
