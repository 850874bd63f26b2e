import { z } from 'zod';
import { billingDetailsInputSchema, billingDetailsSchema } from './billing.js';
import { companyUpdateInputSchema } from './company.js';
import {
  DEFAULT_PHONE_CODE,
  DESCRIBE_YOURSELF_MAX,
  EXPERIENCE_LEVELS,
  OCCUPATIONS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_ROLES,
  WORKING_MODES,
  WORKLOADS,
} from './constants.js';
import { locationInputShape, locationShape } from './location.js';

/** "is required" when the field is missing, "must be text" when it has another type. */
const textError = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text'),
};

/** PostgreSQL text cannot hold NUL characters, so they are refused here rather than failing later. */
const hasNoNul = (value: string) => !value.includes('\u0000');
const NUL_MESSAGE = 'must not contain NUL characters';

const trimmed = (max: number) =>
  z.string(textError).trim().max(max, `must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

export const emailSchema = z
  .string(textError)
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid email address' }));

export const passwordSchema = z
  .string(textError)
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const fullnameSchema = z
  .string(textError)
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  .refine(hasNoNul, NUL_MESSAGE);

export const userRoleSchema = z.enum(USER_ROLES, {
  error: `must be one of ${USER_ROLES.join(', ')}`,
});

export const registerInputSchema = z.object({
  fullname: fullnameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  // Any stored password fits the register rules; a longer one cannot match, so cap the work.
  password: z.string(textError).min(1, 'is required').max(1024, 'is too long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const authResultSchema = z.object({
  token: z.string(),
  userRole: userRoleSchema.nullable(),
  isOnboard: z.boolean(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const meResultSchema = z.object({
  _id: z.string(),
  code: z.string(),
  fullname: z.string(),
  email: z.string(),
  emailVerify: z.boolean(),
  userRole: userRoleSchema.nullable(),
  isOnboard: z.boolean(),
  /** Owns the employer or agency company (may invite people to it). */
  isCompanyOwner: z.boolean(),
});
export type MeResult = z.infer<typeof meResultSchema>;

export const fillUserRoleInputSchema = z.object({ userRole: userRoleSchema });
export type FillUserRoleInput = z.infer<typeof fillUserRoleInputSchema>;

const phoneSchema = z
  .string()
  .trim()
  .regex(/^[0-9][0-9 -]{3,19}$/, 'must be a phone number of 4 to 20 digits');
const phoneCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, 'must be a country calling code such as 65')
  .transform((code) => code.replace(/^\+/, ''));

export const checkExistedByInputSchema = z
  .object({
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    phoneCode: phoneCodeSchema.optional(),
  })
  .refine((input) => (input.email === undefined) !== (input.phone === undefined), {
    message: 'give either an email or a phone number',
    path: ['email'],
  });
export type CheckExistedByInput = z.infer<typeof checkExistedByInputSchema>;
export const checkExistedByResultSchema = z.object({ existed: z.boolean() });

export const fileRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

export const workExperienceSchema = z.object({
  company: trimmed(200).min(1, 'is required'),
  title: trimmed(200).min(1, 'is required'),
  from: trimmed(20).optional(),
  to: trimmed(20).optional(),
  description: trimmed(4000).optional(),
});
export const educationSchema = z.object({
  school: trimmed(200).min(1, 'is required'),
  degree: trimmed(200).optional(),
  from: trimmed(20).optional(),
  to: trimmed(20).optional(),
});
export const bankDetailSchema = z.object({
  accountHolder: trimmed(200),
  bankAccountNo: trimmed(64),
  bankName: trimmed(200),
  city: trimmed(200),
});
export const linkedProviderSchema = z.object({
  provider: z.enum(['google', 'linkedin']),
  linkedAt: z.string(),
});

const rateSchema = z
  .union([z.number(), z.string().trim()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a non-negative amount'));

const dateOfBirthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');

/** Fields the owner may set with `PUT /v1/user/profile`. Unknown keys are ignored. */
export const profileUpdateInputSchema = z.object({
  fullname: fullnameSchema.optional(),
  companyName: trimmed(200).optional(),
  address: trimmed(500).optional(),
  nationality: trimmed(100).optional(),
  phoneCode: phoneCodeSchema.optional(),
  phone: phoneSchema.optional(),
  isWhatsapp: z.boolean().optional(),
  hourlyRate: rateSchema.optional(),
  monthlyRate: rateSchema.optional(),
  describeYourself: trimmed(DESCRIBE_YOURSELF_MAX).optional(),
  occupation: z.enum(OCCUPATIONS, { error: `must be one of ${OCCUPATIONS.join(', ')}` }).optional(),
  skills: z.array(trimmed(60).min(1)).max(50, 'must list at most 50 skills').optional(),
  experienceLevel: z
    .enum(EXPERIENCE_LEVELS, { error: `must be one of ${EXPERIENCE_LEVELS.join(', ')}` })
    .optional(),
  expertise: z.array(trimmed(60).min(1)).max(30, 'must list at most 30 items').optional(),
  workingMode: z.enum(WORKING_MODES, { error: `must be one of ${WORKING_MODES.join(', ')}` }).optional(),
  workLoad: z.enum(WORKLOADS, { error: `must be one of ${WORKLOADS.join(', ')}` }).optional(),
  workExperience: z.array(workExperienceSchema).max(30).optional(),
  education: z.array(educationSchema).max(20).optional(),
  portfolio: trimmed(2000).optional(),
  bankDetail: bankDetailSchema.optional(),
  /** The legal name, address, country and tax id printed on invoices the caller issues (decision 122). */
  billing: billingDetailsInputSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  isHiring: z.boolean().optional(),
  name: trimmed(200).optional(),
  companyIndustry: trimmed(200).optional(),
  companyLocation: trimmed(200).optional(),
  referrerEmail: z.union([emailSchema, z.literal('')]).optional(),
  /** The referrer's code from a referral link (`/signup?ref=CODE`); used when no referrerEmail is given. */
  referrerCode: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a referral code'),
      z.literal(''),
    ])
    .optional(),
  /** Employers and agencies: their company's fields, saved with the profile in one step. */
  company: companyUpdateInputSchema.optional(),
  /** Country, city, time zone and spoken languages (decision 129). */
  ...locationInputShape,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInputSchema>;

export const companySchema = z.object({
  _id: z.string(),
  code: z.string(),
  role: userRoleSchema,
  created: z.string(),
  name: z.string(),
  companyLocation: z.string(),
  companyIndustry: z.string(),
  aboutBusiness: z.string(),
  hired: z.number().int(),
  post: z.number().int(),
  recruited: z.number().int(),
  /** Published reviews of the company as client or agency: average (0 when none) and count (097). */
  rating: z.number(),
  numberOfRate: z.number().int(),
  companySize: z.string(),
  fbURL: z.string(),
  linkedInURL: z.string(),
  websiteURL: z.string(),
  phoneCode: z.string(),
  /** The company logo (newest first; at most one is kept). */
  avatar: z.array(fileRefSchema),
});
export type Company = z.infer<typeof companySchema>;

/** The owner's own profile (the data rules). Password hashes and verification codes never appear here. */
export const profileSchema = z.object({
  _id: z.string(),
  code: z.string(),
  fullname: z.string(),
  companyName: z.string(),
  address: z.string(),
  email: z.string(),
  emailVerify: z.boolean(),
  nationality: z.string(),
  phoneCode: z.string().default(DEFAULT_PHONE_CODE),
  phone: z.string(),
  phoneVerify: z.boolean(),
  isWhatsapp: z.boolean(),
  userRole: userRoleSchema.nullable(),
  merchantCode: z.string(),
  hourlyRate: z.string(),
  monthlyRate: z.string(),
  describeYourself: z.string(),
  occupation: z.string(),
  skills: z.array(z.string()),
  experienceLevel: z.string(),
  expertise: z.array(z.string()),
  workingMode: z.string(),
  workLoad: z.string(),
  workExperience: z.array(workExperienceSchema),
  education: z.array(educationSchema),
  portfolio: z.string(),
  linked: z.array(linkedProviderSchema),
  bankDetail: bankDetailSchema.nullable(),
  /** The caller's own billing details (on invoices they issue as a freelancer). */
  billing: billingDetailsSchema,
  /** Employers and agencies: their company's billing details (on invoices it issues or receives). */
  companyBilling: billingDetailsSchema.nullable(),
  dateOfBirth: z.string().nullable(),
  numberOfRate: z.number().int(),
  rating: z.number(),
  isHiring: z.boolean(),
  professional: z.boolean(),
  verifyExpiredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isOnboard: z.boolean(),
  avatar: z.array(fileRefSchema),
  resume: z.array(fileRefSchema),
  directSignUp: z.boolean(),
  name: z.string(),
  companyIndustry: z.string(),
  companyLocation: z.string(),
  company: companySchema.nullable(),
  ...locationShape,
});
export type Profile = z.infer<typeof profileSchema>;

export const logoutResultSchema = z.object({ loggedOut: z.literal(true) });
export type LogoutResult = z.infer<typeof logoutResultSchema>;
