import { z } from 'zod';
import { PUBLIC_CODE_PATTERN } from './constants.js';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

const text = (max: number) =>
  z
    .string({
      error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text'),
    })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

/** An http(s) address, optionally required to be on one of the given hosts; empty clears it. */
function linkSchema(hosts?: readonly string[]) {
  const label = hosts ? `a ${hosts[0]} address` : 'a web address starting with http:// or https://';
  return text(500).refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
      if (!hosts) return url.hostname.includes('.');
      return hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
    } catch {
      return false;
    }
  }, `must be ${label}`);
}

/** Company fields an employer or agency owner may set (`POST /v1/company/update`, onboarding). */
export const companyUpdateInputSchema = z.object({
  name: text(200).min(1, 'is required').optional(),
  companyIndustry: text(200).optional(),
  companyLocation: text(200).optional(),
  aboutBusiness: text(4000).optional(),
  companySize: z.enum(COMPANY_SIZES, { error: `must be one of ${COMPANY_SIZES.join(', ')}` }).optional(),
  websiteURL: linkSchema().optional(),
  linkedInURL: linkSchema(['linkedin.com']).optional(),
  fbURL: linkSchema(['facebook.com', 'fb.com']).optional(),
});
export type CompanyUpdateInput = z.infer<typeof companyUpdateInputSchema>;

/** `POST /v1/company/update`: the caller's company; `code`, when given, must be theirs. */
export const companyUpdateCallSchema = companyUpdateInputSchema.extend({
  code: text(64).regex(PUBLIC_CODE_PATTERN, 'must be a company code of letters and digits').optional(),
});
export type CompanyUpdateCall = z.infer<typeof companyUpdateCallSchema>;

export const companyCodeParamsSchema = z.object({
  code: z.string().regex(PUBLIC_CODE_PATTERN, 'must be a company code of letters and digits'),
});
