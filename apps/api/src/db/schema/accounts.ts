import type { CompanyMemberRole, SpokenLanguage } from '@talentport/contract';
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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type BankDetail,
  type BillingDetails,
  columnsWithout,
  type EducationEntry,
  type LinkedProvider,
  type StoredFileRef,
  timestamps,
  type WorkExperienceEntry,
} from './common.js';

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
    /** Legal name, billing address, country, tax id, for invoices (decision 122). */
    billing: jsonb('billing').$type<BillingDetails>().notNull().default({}),
    /** From published reviews of the company as client or agency (decision 097). */
    numberOfRate: integer('number_of_rate').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    uniqueIndex('companies_code_key').on(t.code),
    uniqueIndex('companies_owner_key').on(t.ownerUserId),
    check('companies_role_check', sql`${t.role} in ('employer', 'agency')`),
    check('companies_counts_check', sql`${t.hired} >= 0 and ${t.post} >= 0 and ${t.recruited} >= 0`),
  ],
);

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Listed in the talent directory: onboarded freelancers who did not hide themselves (decision 100). */
export const TALENT_LISTED_SQL = sql`user_role = 'freelancer' and is_onboard and profile_visibility <> 'hidden'`;

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
    billing: jsonb('billing').$type<BillingDetails>().notNull().default({}),
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
    /** Who may see the freelancer (decision 100): public, members (default) or hidden. */
    profileVisibility: text('profile_visibility')
      .$type<'public' | 'members' | 'hidden'>()
      .notNull()
      .default('members'),
    availableFrom: date('available_from', { mode: 'string' }),
    openToOffers: boolean('open_to_offers').notNull().default(false),
    /** Where they work from and what they speak (decision 129): ISO 3166-1 alpha-2, IANA name, ISO 639-1. */
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    timeZone: text('time_zone').notNull().default(''),
    languages: jsonb('languages').$type<SpokenLanguage[]>().notNull().default([]),
    /** The last request of any session (a trigger on sessions keeps it): "recently active". */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** The titles of the person's case studies, kept by a trigger on portfolio_items (migration 0034). */
    portfolioTitles: text('portfolio_titles').notNull().default(''),
    /**
     * When the profile last became listed, or (listed) last changed what talent searches match on;
     * kept by a trigger (migration 0040). Saved talent searches alert on it (decision 114).
     */
    talentFreshAt: timestamp('talent_fresh_at', { withTimezone: true }),
    /** Set when the account was erased (decision 111): the row stays, anonymised, for what others rely on. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Search columns of the talent directory (migration 0024, decision 099). */
    hourlyRateValue: doublePrecision('hourly_rate_value').generatedAlwaysAs(
      sql`talentport_rate(hourly_rate)`,
    ),
    monthlyRateValue: doublePrecision('monthly_rate_value').generatedAlwaysAs(
      sql`talentport_rate(monthly_rate)`,
    ),
    talentQuality: doublePrecision('talent_quality').generatedAlwaysAs(
      sql`0.45 * least(greatest(rating, 0), 5) / 5 * (case when number_of_rate > 0 then 1 else 0 end) + 0.2 * least(number_of_rate, 20) / 20.0 + 0.1 * (case when jsonb_array_length(avatar) > 0 then 1 else 0 end) + 0.1 * (case when char_length(describe_yourself) >= 80 then 1 else 0 end) + 0.1 * (case when cardinality(skills) >= 3 then 1 else 0 end) + 0.05 * (case when char_length(portfolio) > 0 then 1 else 0 end)`,
    ),
    talentTsv: tsvector('talent_tsv').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', fullname || ' ' || occupation), 'A') || setweight(to_tsvector('english', talentport_join_words(skills) || ' ' || left(portfolio_titles, 2000)), 'B') || setweight(to_tsvector('english', left(describe_yourself, 2000) || ' ' || left(portfolio, 2000)), 'C')`,
    ),
    talentText: text('talent_text').generatedAlwaysAs(
      sql`lower(fullname || ' ' || occupation || ' ' || talentport_join_words(skills))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('users_top_talent_sample_idx')
      .on(t.sampleKey)
      .where(sql`${t.userRole} = 'freelancer' and ${t.isOnboard} and ${t.emailVerify}`),
    index('users_top_talent_occupation_idx')
      .on(t.occupation, t.sampleKey)
      .where(sql`${t.userRole} = 'freelancer' and ${t.isOnboard} and ${t.emailVerify}`),
    index('users_talent_quality_idx').on(t.talentQuality.desc(), t.code).where(TALENT_LISTED_SQL),
    index('users_talent_tsv_idx').using('gin', t.talentTsv).where(TALENT_LISTED_SQL),
    index('users_talent_fresh_idx').on(t.talentFreshAt).where(TALENT_LISTED_SQL),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_code_key').on(t.code),
    index('users_phone_idx').on(t.phoneCode, t.phone),
    check(
      'users_role_check',
      sql`${t.userRole} is null or ${t.userRole} in ('freelancer', 'employer', 'agency')`,
    ),
    check('users_profile_visibility_check', sql`${t.profileVisibility} in ('public', 'members', 'hidden')`),
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
    /** The last request from this session, kept to within five minutes (the devices list). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** A team invitation: the role in the company it gives (issue 35; null before 0049: member). */
    companyRole: text('company_role').$type<'admin' | 'member'>(),
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
 * A users row as the app reads it: every column but the talent search's derived text
 * (`talent_tsv`, `talent_text`: large, and read only by search SQL). Select with `userColumns`.
 */
export type UserRow = Omit<typeof users.$inferSelect, 'talentTsv' | 'talentText'>;
export const userColumns = columnsWithout(users, ['talentTsv', 'talentText']);
export type CompanyRow = typeof companies.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type OAuthIdentityRow = typeof oauthIdentities.$inferSelect;
export type OAuthAttemptRow = typeof oauthAttempts.$inferSelect;
