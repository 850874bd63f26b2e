import type { CompanyMemberRole } from '@talentport/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type StoredFileRef = { _id: string; name: string; url: string; mimeType: string; size: number };
export type WorkExperienceEntry = {
  company: string;
  title: string;
  from?: string;
  to?: string;
  description?: string;
};
export type EducationEntry = { school: string; degree?: string; from?: string; to?: string };
export type LinkedProvider = { provider: 'google' | 'linkedin'; linkedAt: string };
export type BankDetail = { accountHolder: string; bankAccountNo: string; bankName: string; city: string };

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    role: text('role').notNull(),
    ownerUserId: uuid('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull().default(''),
    companyLocation: text('company_location').notNull().default(''),
    companyIndustry: text('company_industry').notNull().default(''),
    aboutBusiness: text('about_business').notNull().default(''),
    hired: integer('hired').notNull().default(0),
    post: integer('post').notNull().default(0),
    recruited: integer('recruited').notNull().default(0),
    companySize: text('company_size').notNull().default(''),
    fbUrl: text('fb_url').notNull().default(''),
    linkedInUrl: text('linked_in_url').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    phoneCode: text('phone_code').notNull().default('65'),
    avatar: jsonb('avatar').$type<StoredFileRef[]>().notNull().default([]),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    uniqueIndex('companies_code_key').on(t.code),
    uniqueIndex('companies_owner_key').on(t.ownerUserId),
    check('companies_role_check', sql`${t.role} in ('employer', 'agency')`),
    check('companies_counts_check', sql`${t.hired} >= 0 and ${t.post} >= 0 and ${t.recruited} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    fullname: text('fullname').notNull(),
    companyName: text('company_name').notNull().default(''),
    address: text('address').notNull().default(''),
    email: text('email').notNull(),
    emailVerify: boolean('email_verify').notNull().default(false),
    emailVerifyCode: text('email_verify_code'),
    nationality: text('nationality').notNull().default(''),
    phoneCode: text('phone_code').notNull().default('65'),
    phone: text('phone').notNull().default(''),
    phoneVerify: boolean('phone_verify').notNull().default(false),
    isWhatsapp: boolean('is_whatsapp').notNull().default(false),
    passwordPrevious: text('password_previous'),
    passwordHash: text('password_hash'),
    userRole: text('user_role').$type<'freelancer' | 'employer' | 'agency'>(),
    merchantCode: text('merchant_code').notNull().default(''),
    hourlyRate: text('hourly_rate').notNull().default('0'),
    monthlyRate: text('monthly_rate').notNull().default('0'),
    describeYourself: text('describe_yourself').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experienceLevel: text('experience_level').notNull().default(''),
    expertise: text('expertise').array().notNull().default(sql`'{}'::text[]`),
    workingMode: text('working_mode').notNull().default(''),
    workLoad: text('work_load').notNull().default(''),
    workExperience: jsonb('work_experience').$type<WorkExperienceEntry[]>().notNull().default([]),
    education: jsonb('education').$type<EducationEntry[]>().notNull().default([]),
    portfolio: text('portfolio').notNull().default(''),
    linked: jsonb('linked').$type<LinkedProvider[]>().notNull().default([]),
    bankDetail: jsonb('bank_detail').$type<BankDetail>(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    numberOfRate: integer('number_of_rate').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    isHiring: boolean('is_hiring').notNull().default(false),
    professional: boolean('professional').notNull().default(false),
    verifyExpiredAt: timestamp('verify_expired_at', { withTimezone: true }),
    /** Wrong 6-digit codes entered since the last code was sent. */
    emailVerifyAttempts: integer('email_verify_attempts').notNull().default(0),
    isOnboard: boolean('is_onboard').notNull().default(false),
    avatar: jsonb('avatar').$type<StoredFileRef[]>().notNull().default([]),
    resume: jsonb('resume').$type<StoredFileRef[]>().notNull().default([]),
    directSignUp: boolean('direct_sign_up').notNull().default(true),
    name: text('name').notNull().default(''),
    companyIndustry: text('company_industry').notNull().default(''),
    companyLocation: text('company_location').notNull().default(''),
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    /** The member's rights in `company_id` (decision 052): owner, admin (named by the owner) or member. */
    companyRole: text('company_role').$type<CompanyMemberRole>(),
    referredByUserId: uuid('referred_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Uniform random key for top-talent sampling (decision 044): probes walk an index, no sort. */
    sampleKey: doublePrecision('sample_key').notNull().default(sql`random()`),
    ...timestamps,
  },
  (t) => [
    index('users_top_talent_sample_idx')
      .on(t.sampleKey)
      .where(sql`${t.userRole} = 'freelancer' and ${t.isOnboard} and ${t.emailVerify}`),
    index('users_top_talent_occupation_idx')
      .on(t.occupation, t.sampleKey)
      .where(sql`${t.userRole} = 'freelancer' and ${t.isOnboard} and ${t.emailVerify}`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_code_key').on(t.code),
    index('users_phone_idx').on(t.phoneCode, t.phone),
    check(
      'users_role_check',
      sql`${t.userRole} is null or ${t.userRole} in ('freelancer', 'employer', 'agency')`,
    ),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'users_company_role_check',
      sql`${t.companyRole} is null or ${t.companyRole} in ('owner', 'admin', 'member')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const ACCOUNT_TOKEN_PURPOSES = [
  'email-verify',
  'email-change',
  'password-reset',
  'team-invite',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use links sent by mail. Only the SHA-256 of the token is stored. `email` is the address the
 * link was sent to (for a change of email: the new address; for an invitation: the invitee).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').$type<'employer' | 'agency'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_company_idx').on(t.companyId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('email-verify', 'email-change', 'password-reset', 'team-invite')`,
    ),
  ],
);

export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Mail waiting to be sent. Rows are written in the same transaction as the change that causes them
 * and sent by a worker loop, so a crash after commit loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'cancelled'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Files sent along (calendar invites); small text content only. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Names what a scheduled mail is about (e.g. `booking-reminder:<id>`), so it can be called off. */
    ref: text('ref'),
    /** The X-Request-Id of the request that queued it, carried into the worker's log lines. */
    requestId: text('request_id'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_ref_idx').on(t.ref),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'cancelled')`),
  ],
);

/** A provider account (issuer + subject) that signs in as one of our users. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<'google' | 'linkedin'>().notNull(),
    /** The provider's `sub`: stable per provider account, never reassigned. */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The email the provider gave at the last sign-in, for support only: accounts match on subject. */
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_identities_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('oauth_identities_user_provider_key').on(t.userId, t.provider),
    check('oauth_identities_provider_check', sql`${t.provider} in ('google', 'linkedin')`),
  ],
);

/** What a pending link waits for: the provider account that wants to join an existing user. */
export type PendingOAuthLink = {
  userId: string;
  subject: string;
  email: string;
  isEmailVerified: boolean;
};

/**
 * One sign-in attempt, bound to the browser that started it by an httpOnly cookie whose SHA-256 is
 * `browser_key_hash`. Holds the state, nonce and PKCE verifier until the provider answers, then
 * (when the email belongs to a password account) the pending link until the password is given.
 */
export const oauthAttempts = pgTable(
  'oauth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    browserKeyHash: text('browser_key_hash').notNull(),
    provider: text('provider').$type<'google' | 'linkedin'>().notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the provider's answer was taken: a state is good for one answer only. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    pendingLink: jsonb('pending_link').$type<PendingOAuthLink>(),
  },
  (t) => [
    uniqueIndex('oauth_attempts_browser_key_hash_key').on(t.browserKeyHash),
    index('oauth_attempts_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Uploaded files. Bytes live on disk under DATA_DIR/uploads as `stored_name` (generated here);
 * `ref_type` + `ref_code` say what the file belongs to: a user's or a company's avatar, a resume.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    refType: text('ref_type').$type<'avatar' | 'resume' | 'chat-attachment' | 'attachment'>().notNull(),
    refCode: text('ref_code').notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_stored_name_key').on(t.storedName),
    index('files_ref_idx').on(t.refCode, t.refType),
    check('files_ref_type_check', sql`${t.refType} in ('avatar', 'resume', 'chat-attachment', 'attachment')`),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);

/** PostgreSQL's full-text document type; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * Jobs and projects posted by a company (employer or agency). `search_tsv` and `search_text` are
 * generated by the database from the title, skills and description: the first for full-text search
 * (GIN), the second for typo-tolerant trigram matching (GIN, gin_trgm_ops; pg_trgm is created by
 * the custom migration before this table). See decision 009.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postedByUserId: uuid('posted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<'Job' | 'Project'>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    occupation: text('occupation').notNull(),
    expertise: text('expertise').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experienceLevel: text('experience_level').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    workingMode: text('working_mode').notNull(),
    workload: text('workload').notNull(),
    payType: text('pay_type').$type<'Monthly' | 'Hourly' | 'Fixed'>().notNull(),
    payMin: integer('pay_min').notNull(),
    payMax: integer('pay_max').notNull(),
    location: text('location').notNull().default(''),
    openings: integer('openings').notNull().default(1),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status').$type<'draft' | 'open' | 'paused' | 'closed' | 'filled'>().notNull(),
    /** Marked and ranked first in the newest-first listing (decision 009). */
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Hidden after enough reports, until staff review it. */
    isHidden: boolean('is_hidden').notNull().default(false),
    reportCount: integer('report_count').notNull().default(0),
    applicantCount: integer('applicant_count').notNull().default(0),
    newApplicantCount: integer('new_applicant_count').notNull().default(0),
    hiredCount: integer('hired_count').notNull().default(0),
    /** When it first left draft; listings sort on it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchTsv: tsvector('search_tsv').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', talentport_join_words(skills)), 'B') || setweight(to_tsvector('english', left(description, 5000)), 'C')`,
    ),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || talentport_join_words(skills))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('opportunities_company_idx').on(t.companyId, t.type, t.status, t.updatedAt.desc()),
    // Listing order per type and pay type (the landing pages), walked in order and stopped after a
    // page; the deadline at the end lets counts be answered from the index alone.
    index('opportunities_listing_idx')
      .on(t.type, t.payType, t.isFeatured.desc(), t.publishedAt.desc(), t.id.desc(), t.deadline)
      .where(sql`${t.status} = 'open' and not ${t.isHidden}`),
    // The most selective filters together, so a keyword search can AND them with its own bitmap
    // before visiting rows (fewer heap pages than filtering after the fact).
    index('opportunities_filter_idx')
      .on(t.type, t.occupation, t.workingMode, t.yearsOfExperience)
      .where(sql`${t.status} = 'open' and not ${t.isHidden}`),
    index('opportunities_search_tsv_idx').using('gin', t.searchTsv),
    index('opportunities_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('opportunities_type_check', sql`${t.type} in ('Job', 'Project')`),
    check('opportunities_status_check', sql`${t.status} in ('draft', 'open', 'paused', 'closed', 'filled')`),
    check('opportunities_pay_type_check', sql`${t.payType} in ('Monthly', 'Hourly', 'Fixed')`),
    check('opportunities_pay_check', sql`${t.payMin} >= 0 and ${t.payMax} >= ${t.payMin}`),
    check(
      'opportunities_counts_check',
      sql`${t.applicantCount} >= 0 and ${t.newApplicantCount} >= 0 and ${t.hiredCount} >= 0 and ${t.reportCount} >= 0`,
    ),
  ],
);

/** A freelancer's (or an agency's, for its company) application to an opportunity. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    applicantUserId: uuid('applicant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agency's company when an agency applies on its behalf. */
    applicantCompanyId: uuid('applicant_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    status: text('status')
      .$type<'new' | 'shortlisted' | 'interviewing' | 'hired' | 'rejected' | 'withdrawn'>()
      .notNull()
      .default('new'),
    coverLetter: text('cover_letter').notNull(),
    proposedRate: integer('proposed_rate').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The employer's private notes on the candidate. */
    note: text('note').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A hire or rejection may be taken back until then (decision 060); the status it came from. */
    undoUntil: timestamp('undo_until', { withTimezone: true }),
    undoStatus: text('undo_status').$type<'new' | 'shortlisted' | 'interviewing' | 'rejected'>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('applications_opportunity_applicant_key').on(t.opportunityId, t.applicantUserId),
    index('applications_applicant_idx').on(t.applicantUserId, t.createdAt.desc()),
    index('applications_opportunity_status_idx').on(t.opportunityId, t.status, t.createdAt.desc()),
    check(
      'applications_status_check',
      sql`${t.status} in ('new', 'shortlisted', 'interviewing', 'hired', 'rejected', 'withdrawn')`,
    ),
    check('applications_rate_check', sql`${t.proposedRate} >= 0`),
  ],
);

export const savedOpportunities = pgTable(
  'saved_opportunities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.opportunityId] }),
    index('saved_opportunities_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** An employer's invitation of a freelancer to an opportunity (§2 `/freelancer/opportunities/request`). */
export const opportunityRequests = pgTable(
  'opportunity_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    inviteeUserId: uuid('invitee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('opportunity_requests_opportunity_invitee_key').on(t.opportunityId, t.inviteeUserId),
    index('opportunity_requests_invitee_idx').on(t.inviteeUserId, t.createdAt.desc()),
    check('opportunity_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);

/** Reports of an opportunity; enough weighed pending ones hide it until staff decide. */
export const opportunityReports = pgTable(
  'opportunity_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** How much the report counts towards hiding without staff (policies/reports.ts, decision 053). */
    weight: integer('weight').notNull().default(1),
    status: text('status').$type<'pending' | 'upheld' | 'dismissed'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('opportunity_reports_opportunity_reporter_key').on(t.opportunityId, t.reporterUserId),
    index('opportunity_reports_status_idx').on(t.status, t.createdAt),
    check('opportunity_reports_status_check', sql`${t.status} in ('pending', 'upheld', 'dismissed')`),
  ],
);

/** In-app notifications (decision 011): generic rows any module may add. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Shown from then on: news held while a decision can still be undone (decision 060). */
    deliverAfter: timestamp('deliver_after', { withTimezone: true }).notNull().defaultNow(),
    /** Names what a held notification is about, so that an undo can call it off. */
    ref: text('ref'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_ref_idx').on(t.ref).where(sql`${t.ref} is not null`),
  ],
);

export type OpportunityRow = typeof opportunities.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type OpportunityRequestRow = typeof opportunityRequests.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** Staff (support, talent managers, admins): created by `npm run staff:create`, never by sign-up. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    /** IANA time zone the staff member works in (talent managers publish availability in it). */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(t.email),
    check('staff_accounts_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'staff_accounts_roles_check',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array['admin', 'support', 'talent-manager']::text[]`,
    ),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** Every staff action, append-only: who did what to which object, and the details. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_created_idx').on(t.createdAt),
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export const REWARD_REASONS = [
  'welcome',
  'referral-onboarded',
  'referral-first-hire',
  'promotion',
  'highlight',
] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

/**
 * The rewards ledger (decision 041): append-only, never updated or deleted. A balance is the sum of
 * a user's amounts. `source` names what caused the entry (`user:<id>`, `promo:<id>`,
 * `highlight:<id>`); one entry per (user, reason, source) makes every grant idempotent.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<RewardReason>().notNull(),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_entries_grant_key').on(t.userId, t.reason, t.source),
    index('reward_entries_user_created_idx').on(t.userId, t.createdAt),
    check('reward_entries_amount_check', sql`${t.amount} <> 0`),
    check(
      'reward_entries_reason_check',
      sql`${t.reason} in ('welcome', 'referral-onboarded', 'referral-first-hire', 'promotion', 'highlight')`,
    ),
  ],
);

/**
 * Rewards earned through an account that has not verified its email yet. They become ledger
 * entries (and `released_at` is set) when that account verifies; until then they count for nothing.
 */
export const heldRewards = pgTable(
  'held_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<RewardReason>().notNull(),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    waitingForUserId: uuid('waiting_for_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('held_rewards_grant_key').on(t.userId, t.reason, t.source),
    index('held_rewards_waiting_idx').on(t.waitingForUserId),
  ],
);

/** Promo codes created by staff (decision 041); `redemption_count` never passes the maximum. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxRedemptions: integer('max_redemptions').notNull(),
    redemptionCount: integer('redemption_count').notNull().default(0),
    /** Roles that may redeem it; empty means every role. */
    allowedRoles: text('allowed_roles').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_value_check', sql`${t.value} > 0`),
    check('promo_codes_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'promo_codes_redemptions_check',
      sql`${t.redemptionCount} >= 0 and ${t.redemptionCount} <= ${t.maxRedemptions}`,
    ),
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code})`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_once_key').on(t.promoCodeId, t.userId)],
);

/** A freelancer's paid highlight (decision 040): one row per user, extended by each purchase. */
export const profileHighlights = pgTable(
  'profile_highlights',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    highlightedUntil: timestamp('highlighted_until', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_highlights_until_idx').on(t.highlightedUntil)],
);

/** Short codes for in-app paths (decision 043). A code only names a path; it grants nothing. */
export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    targetPath: text('target_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('short_links_code_key').on(t.code),
    uniqueIndex('short_links_target_path_key').on(t.targetPath),
  ],
);

/**
 * Talent managers are staff accounts with the `talent-manager` role (decision 020); their weekly
 * windows are written in the staff account's time zone.
 * Weekly windows in the manager's own time zone: weekday 0 = Sunday, minutes from midnight. */
export const talentManagerAvailability = pgTable(
  'talent_manager_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('talent_manager_availability_manager_idx').on(t.managerId),
    check(
      'talent_manager_availability_range_check',
      sql`${t.weekday} between 0 and 6 and ${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute} and ${t.startMinute} % 30 = 0 and ${t.endMinute} % 30 = 0`,
    ),
  ],
);

/**
 * Booked calls. All calls last 30 minutes on the manager's half-hour grid, so "no double booking"
 * is a unique (manager, start) among live bookings; a user cannot hold two calls at once either.
 */
export const talentManagerBookings = pgTable(
  'talent_manager_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    topic: text('topic').notNull(),
    status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
    /** Bumped on every change, for the calendar invite's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('talent_manager_bookings_slot_key')
      .on(t.managerId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('talent_manager_bookings_user_slot_key')
      .on(t.userId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('talent_manager_bookings_user_idx').on(t.userId, t.startsAt),
    check('talent_manager_bookings_status_check', sql`${t.status} in ('booked', 'cancelled')`),
    check('talent_manager_bookings_length_check', sql`${t.endsAt} = ${t.startsAt} + interval '30 minutes'`),
  ],
);

export type ChatConversationKind = 'hiringConv' | 'workingConv' | 'directConv' | 'supportConv';

/**
 * A conversation. `key` makes opening one idempotent: `hiring:<opportunityId>:<candidateId>`,
 * `working:<engagementId>`, `direct:<smaller user id>:<larger user id>`, `support:<userId>`.
 * `opportunity_id` and `engagement_id` are plain ids (the opportunities module owns those rows).
 * `last_seq` numbers the messages: it is incremented under the row lock, so seq order is commit
 * order within a conversation and a client can catch up with "everything after seq N".
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ChatConversationKind>().notNull(),
    key: text('key').notNull(),
    subject: text('subject').notNull().default(''),
    opportunityId: uuid('opportunity_id'),
    engagementId: uuid('engagement_id'),
    /** For a support conversation: the user it belongs to. */
    supportUserId: uuid('support_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For a support conversation: the newest message the support team has read. */
    supportReadSeq: integer('support_read_seq').notNull().default(0),
    /** Support: the team's newest reply, and where a staff member closed it (waiting = user spoke after both). */
    supportRepliedSeq: integer('support_replied_seq').notNull().default(0),
    supportClosedSeq: integer('support_closed_seq').notNull().default(0),
    /** Support: the staff member handling it (first reply or "Take it"). */
    supportAssigneeStaffId: uuid('support_assignee_staff_id').references(() => staffAccounts.id),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_key_key').on(t.key),
    index('conversations_last_message_idx').on(t.lastMessageAt),
    index('conversations_type_idx').on(t.type, t.lastMessageAt),
    check(
      'conversations_type_check',
      sql`${t.type} in ('hiringConv', 'workingConv', 'directConv', 'supportConv')`,
    ),
  ],
);

/** Who takes part in a conversation, how far they have read, and when they were last mailed. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    /** The conversation's last_seq when this member was last considered for a mail. */
    notifiedSeq: integer('notified_seq').notNull().default(0),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_members_key').on(t.conversationId, t.userId),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

export type ChatAttachmentRef = {
  _id: string;
  name: string;
  url: string;
  mimeType: string;
  size: number;
};

/**
 * A message. `(sender_user_id, client_id)` is unique: a client retrying a send with the same
 * client-generated id gets the stored message back instead of a second copy. Support team replies
 * have `sender_staff_id` instead.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Staff accounts are disabled, never deleted, so their replies keep their author. */
    senderStaffId: uuid('sender_staff_id').references(() => staffAccounts.id),
    clientId: text('client_id').notNull(),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<ChatAttachmentRef[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_key').on(t.senderUserId, t.clientId),
    uniqueIndex('messages_staff_client_key').on(t.senderStaffId, t.clientId),
    check('messages_sender_check', sql`(${t.senderUserId} is null) <> (${t.senderStaffId} is null)`),
  ],
);

/** `blocker` does not want messages from `blocked`: no new direct conversation, no direct message. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_blocks_key').on(t.blockerUserId, t.blockedUserId),
    index('user_blocks_blocked_idx').on(t.blockedUserId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type RewardEntryRow = typeof rewardEntries.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type BookingRow = typeof talentManagerBookings.$inferSelect;
export type ShortLinkRow = typeof shortLinks.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
export type OAuthIdentityRow = typeof oauthIdentities.$inferSelect;
export type OAuthAttemptRow = typeof oauthAttempts.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export * from './schema-onboarding.js';
export * from './schema-operations.js';
export * from './schema-search.js';
