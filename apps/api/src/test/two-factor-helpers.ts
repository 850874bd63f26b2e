import { generate } from 'otplib';
import type { App } from '../app.js';
import { call } from './harness.js';

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
export function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** Turns two-factor sign-in on for the session's account, as the settings screen does. */
export async function turnOnTwoFactor(app: App, token: string) {
  const setup = await call(app, 'POST', '/api/v1/user/two-factor/setup', { token });
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.raw}`);
  const secret: string = setup.body.result.secret;
  const confirmed = await call(app, 'POST', '/api/v1/user/two-factor/confirm', {
    token,
    body: { code: await totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.raw}`);
  return { secret, recoveryCodes: confirmed.body.result.recoveryCodes as string[] };
}
