import type { ErrorEnvelope } from '@talentport/contract';
import type { CodeRefusal } from './components/code-form';

const ABOUT_THE_CODE = new Set(['TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_LOGIN_FAILED', 'VALIDATION_ERROR']);

/** A refusal about the code goes next to the code field; anything else (limits, expiry) is the banner. */
export function codeRefusal(envelope: ErrorEnvelope): CodeRefusal {
  return { field: ABOUT_THE_CODE.has(envelope.message) ? 'code' : 'banner', message: envelope.error.en };
}
