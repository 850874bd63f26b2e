import { z } from 'zod';
import { twoFactorCodeSchema } from './two-factor.js';

/** Account deletion (issue 23 item 4, decision 111): days to change one's mind before the erasure. */
export const ACCOUNT_DELETION_COOLING_OFF_DAYS = 14;
/** What an erased member is called wherever others still see their messages or reviews. */
export const FORMER_MEMBER_NAME = 'A former member';

export const accountDeletionInputSchema = z.object({
  /** Needed when the account has a password (accounts made by social login may have none). */
  password: z.string({ error: 'is required' }).max(1024, 'is too long').optional(),
  /** A current code from the authenticator app, or a recovery code, when two-factor sign-in is on. */
  code: twoFactorCodeSchema.optional(),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

export const pendingAccountDeletionSchema = z.object({
  requestedAt: z.string(),
  /** When the erasure starts, unless the person signs in or cancels before. */
  dueAt: z.string(),
});
export type PendingAccountDeletion = z.infer<typeof pendingAccountDeletionSchema>;

export const accountDeletionStatusSchema = z.object({
  pending: pendingAccountDeletionSchema.nullable(),
  /** What the form must ask for. */
  needsPassword: z.boolean(),
  needsCode: z.boolean(),
  /** Why the account cannot be deleted yet: the owner of a company with other members or open listings. */
  blockedBy: z.enum(['company-owner']).nullable(),
});
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

/** A row of the staff console's pending deletions (support and admins; audit-logged). */
export const staffPendingDeletionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userCode: z.string(),
  fullname: z.string(),
  email: z.string(),
  requestedAt: z.string(),
  dueAt: z.string(),
});
export type StaffPendingDeletion = z.infer<typeof staffPendingDeletionSchema>;
