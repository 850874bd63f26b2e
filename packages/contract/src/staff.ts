import { z } from 'zod';
import { emailSchema, fullnameSchema, userRoleSchema } from './user.js';

/** What staff may do: `admin` everything, `support` answers users, `talent-manager` takes calls. */
export const STAFF_ROLES = ['admin', 'support', 'talent-manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });

/** localStorage key of the staff app's session token (separate from the user token). */
export const STAFF_TOKEN_STORAGE_KEY = 'staffToken';

export const staffLoginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024, 'is too long'),
});
export type StaffLoginInput = z.infer<typeof staffLoginInputSchema>;

export const staffMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullname: z.string(),
  roles: z.array(staffRoleSchema),
  timeZone: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginResultSchema = z.object({ token: z.string(), staff: staffMemberSchema });
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

export const createStaffInputSchema = z.object({
  email: emailSchema,
  fullname: fullnameSchema,
  roles: z.array(staffRoleSchema).min(1, 'needs at least one role'),
  timeZone: z
    .string()
    .trim()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Singapore')
    .default('UTC'),
});
export type CreateStaffInput = z.input<typeof createStaffInputSchema>;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

export const staffUserSearchQuerySchema = z.object({
  query: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  page: pageNumber.min(1, 'must be 1 or more').default(1),
  recordPerPage: pageNumber.min(1, 'must be 1 or more').max(100, 'must be at most 100').default(20),
});
export type StaffUserSearchQuery = z.infer<typeof staffUserSearchQuerySchema>;

/** A user as staff see them in look-ups: account facts, never secrets. */
export const staffUserCardSchema = z.object({
  _id: z.string(),
  code: z.string(),
  fullname: z.string(),
  email: z.string(),
  userRole: userRoleSchema.nullable(),
  isOnboard: z.boolean(),
  emailVerify: z.boolean(),
  companyName: z.string(),
  createdAt: z.string(),
});
export type StaffUserCard = z.infer<typeof staffUserCardSchema>;

export const staffAuditEntrySchema = z.object({
  _id: z.string(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditQuerySchema = z.object({
  page: pageNumber.min(1, 'must be 1 or more').default(1),
  recordPerPage: pageNumber.min(1, 'must be 1 or more').max(100, 'must be at most 100').default(50),
});

/** An opportunity with reports waiting for review, or one hidden by reports (staff console). */
export const reportedOpportunitySchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string(),
  status: z.string(),
  companyName: z.string(),
  /** The listing as its company wrote it, so staff can judge the reports without leaving the page. */
  description: z.string(),
  isHidden: z.boolean(),
  pendingReports: z.number().int(),
  reasons: z.array(z.string()),
  lastReportedAt: z.string().nullable(),
});
export type ReportedOpportunity = z.infer<typeof reportedOpportunitySchema>;

export const reviewReportsInputSchema = z.object({
  decision: z.enum(['restore', 'hide'], { error: 'must be restore or hide' }),
});
export type ReviewReportsInput = z.infer<typeof reviewReportsInputSchema>;

/** A background job as its runner recorded it (decision 121): the staff console's "Background jobs". */
export const staffJobRunSchema = z.object({
  name: z.string(),
  lastStartedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** The last failure's kind and first line (never a query's parameters). */
  lastError: z.string(),
  /** What the last successful run handled (mails sent, alerts, erasures…). */
  lastCount: z.number().int(),
  /** Failed runs in a row: 0 when the last run succeeded. The next retry waits 5 s × 2^(n−1). */
  consecutiveFailures: z.number().int(),
  runs: z.number().int(),
  failures: z.number().int(),
});
export type StaffJobRun = z.infer<typeof staffJobRunSchema>;
