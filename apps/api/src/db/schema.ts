import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
    refType: text('ref_type').$type<'avatar' | 'resume'>().notNull(),
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
    check('files_ref_type_check', sql`${t.refType} in ('avatar', 'resume')`),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
