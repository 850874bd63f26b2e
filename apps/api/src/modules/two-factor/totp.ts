import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238) through otplib with the defaults every authenticator app reads: SHA-1, 6 digits,
 * 30-second steps. A code of the step before or after the current one is accepted (clock drift).
 */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Talentport';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: ISSUER, label: accountName, secret });
}

/** The QR code of the `otpauth://` URI, drawn here as an SVG data URL (no remote service sees the secret). */
export async function totpQrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step the code belongs to, or null when it is not a code of the current step (±1),
 * or not later than `afterStep` (each step's code is accepted once).
 */
export async function matchTotpStep({
  secret,
  code,
  now,
  afterStep,
}: {
  secret: string;
  code: string;
  now: Date;
  afterStep: number | null;
}): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
