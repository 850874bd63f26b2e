import { z } from 'zod';
import { PUBLIC_CODE_PATTERN } from './constants.js';
import { fileRefSchema } from './user.js';

/** At most this many people (invited or on it) on one agency's bench (decision 131). */
export const AGENCY_BENCH_MAX = 50;
/** How many bench people the agency's public page shows, and how many an agency card previews. */
export const AGENCY_BENCH_PAGE_SHOWN = 12;
export const AGENCY_BENCH_PREVIEW = 3;

/** invited: the agency asked, the freelancer has not answered; active: they agreed to be shown. */
export const AGENCY_BENCH_STATUSES = ['invited', 'active'] as const;
export type AgencyBenchStatus = (typeof AGENCY_BENCH_STATUSES)[number];

/** `POST /v1/company/bench`: the freelancer's public profile code (the web also reads a pasted link). */
export const benchInviteInputSchema = z.object({
  talentCode: z
    .string({ error: 'is required' })
    .trim()
    .regex(PUBLIC_CODE_PATTERN, 'must be a profile code of letters and digits'),
});
export type BenchInviteInput = z.infer<typeof benchInviteInputSchema>;

/** A person on (or invited to) the caller's bench, as the agency's team sees them. */
export const benchPersonSchema = z.object({
  code: z.string(),
  fullname: z.string(),
  avatar: z.array(fileRefSchema),
  occupation: z.string(),
  status: z.enum(AGENCY_BENCH_STATUSES),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type BenchPerson = z.infer<typeof benchPersonSchema>;

/** `GET /v1/company/bench`: pending and active, and whether the caller may change it. */
export const companyBenchSchema = z.object({
  items: z.array(benchPersonSchema),
  limit: z.number().int(),
  mayManage: z.boolean(),
});
export type CompanyBench = z.infer<typeof companyBenchSchema>;

/** `DELETE /v1/company/bench/:code`, `DELETE /v1/user/bench/:code`, decline: the row is gone. */
export const benchRemovalSchema = z.object({ code: z.string(), removed: z.literal(true) });
export type BenchRemoval = z.infer<typeof benchRemovalSchema>;

/** An agency as the freelancer sees it in their bench settings. */
export const benchAgencySchema = z.object({
  code: z.string(),
  name: z.string(),
  avatar: z.array(fileRefSchema),
  status: z.enum(AGENCY_BENCH_STATUSES),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type BenchAgency = z.infer<typeof benchAgencySchema>;

/** `GET /v1/user/bench-invitations`: invitations waiting for an answer, and the benches they are on. */
export const benchInvitationsSchema = z.object({
  invitations: z.array(benchAgencySchema),
  agencies: z.array(benchAgencySchema),
});
export type BenchInvitations = z.infer<typeof benchInvitationsSchema>;

export const benchAgencyCodeParamsSchema = z.object({
  code: z.string().regex(PUBLIC_CODE_PATTERN, 'must be an agency code of letters and digits'),
});

/** Someone on an agency's bench, as an agency card previews them (people the viewer may see). */
export const benchPreviewPersonSchema = z.object({
  code: z.string(),
  fullname: z.string(),
  avatar: z.array(fileRefSchema),
});
export type BenchPreviewPerson = z.infer<typeof benchPreviewPersonSchema>;
