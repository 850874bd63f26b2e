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
    referredByUserId: uuid('referred_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_code_key').on(t.code),
    index('users_phone_idx').on(t.phoneCode, t.phone),
    check(
      'users_role_check',
      sql`${t.userRole} is null or ${t.userRole} in ('freelancer', 'employer', 'agency')`,
    ),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
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
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
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
    refType: text('ref_type').$type<'avatar' | 'resume' | 'attachment'>().notNull(),
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
    check('files_ref_type_check', sql`${t.refType} in ('avatar', 'resume', 'attachment')`),
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

/** Reports of an opportunity; enough pending ones hide it until staff decide. */
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
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export type OpportunityRow = typeof opportunities.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type OpportunityRequestRow = typeof opportunityRequests.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type OAuthIdentityRow = typeof oauthIdentities.$inferSelect;
export type OAuthAttemptRow = typeof oauthAttempts.$inferSelect;
