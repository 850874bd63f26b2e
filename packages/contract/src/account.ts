import { z } from 'zod';
import { emailSchema, fullnameSchema, passwordSchema, userRoleSchema } from './user.js';

/** Lifetimes of what the account mails carry. */
export const EMAIL_VERIFY_CODE_TTL_MINUTES = 10;
export const EMAIL_VERIFY_LINK_TTL_HOURS = 24;
export const EMAIL_CHANGE_LINK_TTL_HOURS = 24;
export const PASSWORD_RESET_LINK_TTL_HOURS = 1;
export const TEAM_INVITE_TTL_DAYS = 7;
/** Wrong codes accepted before a code stops working and a new one must be sent. */
export const EMAIL_VERIFY_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_VERIFY_CODE_LENGTH = 6;

/** Mailed links are 256-bit base64url tokens: 43 characters. Anything far off is refused early. */
export const linkTokenSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(20, 'is not a valid link token')
  .max(128, 'is not a valid link token')
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link token');

export const verifyCodeSchema = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\d{6}$/, `must be the ${EMAIL_VERIFY_CODE_LENGTH}-digit code from the email`);

/** Resend: a logged-in user asks for their own; a guest names the address (same answer either way). */
export const emailVerifyLinkInputSchema = z.object({ email: emailSchema.optional() });
export type EmailVerifyLinkInput = z.infer<typeof emailVerifyLinkInputSchema>;

/** Verify by the mailed link's token, or (logged in) by the 6-digit code. */
export const emailVerifyInputSchema = z
  .object({ token: linkTokenSchema.optional(), code: verifyCodeSchema.optional() })
  .refine((input) => Boolean(input.token) !== Boolean(input.code), {
    message: 'Send either the token from the link or the 6-digit code',
    path: ['token'],
  });
export type EmailVerifyInput = z.infer<typeof emailVerifyInputSchema>;

export const emailVerifyResultSchema = z.object({ email: z.string(), emailVerify: z.literal(true) });
export type EmailVerifyResult = z.infer<typeof emailVerifyResultSchema>;

/** The answer to "mail me a link": always the same, whatever the address. */
export const mailSentResultSchema = z.object({ sent: z.literal(true) });
export type MailSentResult = z.infer<typeof mailSentResultSchema>;

export const LINK_PURPOSES = ['email-verify', 'email-change', 'password-reset', 'team-invite'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** What a mailed link is for and whom it concerns, shown before the person acts on it. */
export const linkInfoSchema = z.object({
  purpose: z.enum(LINK_PURPOSES),
  /** The address the link was sent to. */
  email: z.string(),
  /** The account's name; for an invitation, the name of the person who invited. */
  fullName: z.string(),
  /** The account's public code; for an invitation, the company's. */
  code: z.string(),
  role: userRoleSchema.nullable(),
  companyName: z.string().nullable(),
  expiresAt: z.string(),
});
export type LinkInfo = z.infer<typeof linkInfoSchema>;

export const passwordLinkInputSchema = z.object({ email: emailSchema });
export type PasswordLinkInput = z.infer<typeof passwordLinkInputSchema>;

export const newPasswordWithLinkQuerySchema = z.object({ token: linkTokenSchema });
export const newPasswordWithLinkInputSchema = z.object({ password: passwordSchema });
export type NewPasswordWithLinkInput = z.infer<typeof newPasswordWithLinkInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string({ error: 'is required' }).min(1, 'is required').max(1024, 'is too long'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const passwordChangedResultSchema = z.object({ changed: z.literal(true) });

export const changeEmailInputSchema = z.object({
  newEmail: emailSchema,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024, 'is too long'),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

export const changeEmailResultSchema = z.object({ pendingEmail: z.string() });
export type ChangeEmailResult = z.infer<typeof changeEmailResultSchema>;

export const TEAM_INVITE_ROLES = ['member', 'admin'] as const;
/** The role the invitation gives (issue 35): a member, or an admin (only the owner names admins). */
export const teamInviteInputSchema = z.object({
  email: emailSchema,
  companyRole: z.enum(TEAM_INVITE_ROLES, { error: 'must be member or admin' }).default('member'),
});
export type TeamInviteInput = z.input<typeof teamInviteInputSchema>;

export const teamInviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: userRoleSchema,
  companyRole: z.enum(TEAM_INVITE_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamInviteListSchema = z.object({ items: z.array(teamInviteSchema) });
export const teamInviteIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an invitation id' }) });

/**
 * An invitation addressed to the caller's own account (issue 35): accepted or declined in the app.
 * `mayAccept` and `whyNot` come from the server's policy, so the page says why before anyone clicks.
 */
export const receivedTeamInvitationSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  role: userRoleSchema,
  companyRole: z.enum(TEAM_INVITE_ROLES),
  expiresAt: z.string(),
  mayAccept: z.boolean(),
  whyNot: z.string().nullable(),
});
export type ReceivedTeamInvitation = z.infer<typeof receivedTeamInvitationSchema>;
export const receivedTeamInvitationListSchema = z.object({ items: z.array(receivedTeamInvitationSchema) });

/** The account once it joined the team: the web app updates its role and onboarding state. */
export const teamJoinedSchema = z.object({
  userRole: userRoleSchema,
  isOnboard: z.boolean(),
  companyName: z.string(),
  companyRole: z.enum(TEAM_INVITE_ROLES),
});
export type TeamJoined = z.infer<typeof teamJoinedSchema>;

/** Accept an invitation: the account is created with the invitation's email, company and role. */
export const joinInputSchema = z.object({
  invite: linkTokenSchema,
  fullname: fullnameSchema,
  password: passwordSchema,
});
export type JoinInput = z.infer<typeof joinInputSchema>;
