import { z } from 'zod';
import { billingDetailsInputSchema } from './billing.js';
import { DESCRIBE_YOURSELF_MAX, PUBLIC_CODE_PATTERN } from './constants.js';
import { hostOfWebAddress, normalizeWebAddress } from './web-address.js';

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

/**
 * An http(s) address, optionally required to be on one of the given hosts; empty clears it. A bare
 * domain ("ateliernova.fr") is stored with https:// in front (normalizeWebAddress).
 */
function linkSchema(hosts?: readonly string[]) {
  const label = hosts ? `a ${hosts[0]} address` : 'a web address such as yourcompany.com';
  return text(500).transform((value, context) => {
    const address = normalizeWebAddress(value);
    const host = address ? hostOfWebAddress(address) : '';
    const isOnHost = !hosts || hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
    if (address === null || (address !== '' && !isOnHost)) {
      context.addIssue({ code: 'custom', message: `must be ${label}` });
      return z.NEVER;
    }
    return address;
  });
}

/** Company fields an employer or agency owner may set (`POST /v1/company/update`, onboarding). */
export const companyUpdateInputSchema = z.object({
  name: text(200).min(1, 'is required').optional(),
  companyIndustry: text(200).optional(),
  companyLocation: text(200).optional(),
  aboutBusiness: text(DESCRIBE_YOURSELF_MAX).optional(),
  companySize: z.enum(COMPANY_SIZES, { error: `must be one of ${COMPANY_SIZES.join(', ')}` }).optional(),
  websiteURL: linkSchema().optional(),
  linkedInURL: linkSchema(['linkedin.com']).optional(),
  fbURL: linkSchema(['facebook.com', 'fb.com']).optional(),
  /** The company's legal name, billing address, country and tax id, for invoices (decision 122). */
  billing: billingDetailsInputSchema.optional(),
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
