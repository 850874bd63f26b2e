import { z } from 'zod';

const trimmed = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

/** Billing details of a freelancer (`PUT /v1/user/profile`) or a company (`POST /v1/company/update`). */
export const billingDetailsInputSchema = z.object({
  legalName: trimmed(200).optional(),
  billingAddress: trimmed(1000).optional(),
  /** ISO 3166-1 alpha-2, or empty. */
  country: z
    .union([
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166 country code'),
      z.literal(''),
    ])
    .optional(),
  taxId: trimmed(64).optional(),
});
export type BillingDetailsInput = z.input<typeof billingDetailsInputSchema>;
export const billingDetailsSchema = z.object({
  legalName: z.string(),
  billingAddress: z.string(),
  country: z.string(),
  taxId: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
