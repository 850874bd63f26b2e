import { TWO_FACTOR_RECOVERY_CODE_COUNT } from '@talentport/contract';
import { generatePublicCode, hashToken } from '../../lib/tokens.js';

/** Ten codes such as `K7QXM-3RTWP`: 10 characters of a 32-letter alphabet, 50 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR_RECOVERY_CODE_COUNT }, () => {
    const code = generatePublicCode(10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** How a typed recovery code is compared: upper case, no spaces or dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${normaliseRecoveryCode(code)}`);
}
