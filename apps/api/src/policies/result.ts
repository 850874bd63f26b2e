import type { ErrorCode } from '@talentport/contract';
import { AppError } from '../lib/app-error.js';

export type Refusal = { ok: false; code: ErrorCode; en: string };
export type PolicyResult = { ok: true } | Refusal;

export const allowed: PolicyResult = { ok: true };

export function refuse(code: ErrorCode, en: string): Refusal {
  return { ok: false, code, en };
}

export function isAllowed(result: PolicyResult): boolean {
  return result.ok;
}

/** Throws the refusal as the API's error envelope; the one way services apply a policy. */
export function enforce(result: PolicyResult): void {
  if (!result.ok) throw new AppError(result.code, result.en);
}
