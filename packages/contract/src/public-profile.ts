import { z } from 'zod';
import { PUBLIC_CODE_PATTERN } from './constants.js';
import { locationShape } from './location.js';
import { talentCardSchema } from './talent.js';
import {
  companySchema,
  educationSchema,
  fileRefSchema,
  userRoleSchema,
  workExperienceSchema,
} from './user.js';

/** A user as anyone may see them: never email, phone, date of birth, address or bank details. */
export const publicUserCardSchema = z.object({
  code: z.string(),
  fullname: z.string(),
  userRole: userRoleSchema,
  occupation: z.string(),
  experienceLevel: z.string(),
  skills: z.array(z.string()),
  expertise: z.array(z.string()),
  nationality: z.string(),
  workingMode: z.string(),
  workLoad: z.string(),
  hourlyRate: z.string(),
  monthlyRate: z.string(),
  avatar: z.array(fileRefSchema),
  rating: z.number(),
  numberOfRate: z.number().int(),
  professional: z.boolean(),
  company: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** A paid highlight is running (decision 040): marked in search and top talent. */
  isHighlighted: z.boolean(),
  /** Country, city, time zone and languages (decision 129); '' and [] when not given. */
  ...locationShape,
});
export type PublicUserCard = z.infer<typeof publicUserCardSchema>;

/** The public profile page: the card plus the story; the resume only for employers and agencies. */
export const publicProfileSchema = publicUserCardSchema.extend({
  describeYourself: z.string(),
  workExperience: z.array(workExperienceSchema),
  education: z.array(educationSchema),
  portfolio: z.string(),
  createdAt: z.string(),
  hasResume: z.boolean(),
  /** Present for the owner and for logged-in employers and agencies; empty for everyone else. */
  resume: z.array(fileRefSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const userCodeParamsSchema = z.object({
  code: z.string().regex(PUBLIC_CODE_PATTERN, 'must be a user code of letters and digits'),
});

export const listingUserByCodesInputSchema = z.object({
  codes: z
    .array(z.string().trim().regex(PUBLIC_CODE_PATTERN, 'must be user codes of letters and digits'), {
      error: 'must be a list of user codes',
    })
    .min(1, 'must list at least one code')
    .max(100, 'must list at most 100 codes'),
});
export type ListingUserByCodesInput = z.infer<typeof listingUserByCodesInputSchema>;

/** The public company page: the company and its owner's public card. */
export const publicCompanySchema = companySchema.extend({
  owner: publicUserCardSchema.nullable(),
  /** An agency's bench (decision 131): up to 12 active people the viewer may see, as search cards. */
  bench: z.array(talentCardSchema),
  /** How many active bench people the viewer may see in all. */
  benchCount: z.number().int(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;
