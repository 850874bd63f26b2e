import { z } from 'zod';
import { staffLoginResultSchema } from './staff.js';
import { authResultSchema } from './user.js';

/**
 * Two-factor sign-in (issue 23, decision 104): TOTP codes (RFC 6238, 6 digits, 30 s) from an
 * authenticator app, or one of ten single-use recovery codes.
 */
export const TWO_FACTOR_RECOVERY_CODE_COUNT = 10;
/** How long the second step of a log-in may wait after the password step. */
export const TWO_FACTOR_PENDING_LOGIN_MINUTES = 10;

/** A 6-digit code, or a recovery code such as `ABCDE-FGHJK` (spaces and dashes are ignored). */
export const twoFactorCodeSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(6, 'needs the 6-digit code from your app, or a recovery code')
  .max(24, 'is too long');
const pendingTokenSchema = z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long');

/** The first log-in step's answer when a second factor is asked (never says whether the password was right). */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  pendingToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const loginResultSchema = z.union([authResultSchema, twoFactorChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const twoFactorLoginInputSchema = z.object({
  pendingToken: pendingTokenSchema,
  code: twoFactorCodeSchema,
});
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginInputSchema>;

export const twoFactorStatusSchema = z.object({
  isEnabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Shown once, while setting up: the QR code is an SVG data URL drawn by the server, never a remote service. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeInputSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInputSchema>;

/** Shown once; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisableInputSchema = z.object({
  /** Needed when the account has a password (accounts made by social login may have none). */
  password: z.string({ error: 'is required' }).max(1024, 'is too long').optional(),
  code: twoFactorCodeSchema,
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInputSchema>;

/** Staff log-in, first step: always a second step, `setup` on a first sign-in (two-factor is required). */
export const staffLoginStepSchema = z.object({
  step: z.enum(['code', 'setup']),
  pendingToken: z.string(),
});
export type StaffLoginStep = z.infer<typeof staffLoginStepSchema>;

export const staffPendingInputSchema = z.object({ pendingToken: pendingTokenSchema });
export const staffSetupConfirmResultSchema = staffLoginResultSchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type StaffSetupConfirmResult = z.infer<typeof staffSetupConfirmResultSchema>;
