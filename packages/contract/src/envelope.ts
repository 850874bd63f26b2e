import { z } from 'zod';
import { DEFAULT_RECORDS_PER_PAGE, MAX_RECORDS_PER_PAGE } from './constants.js';
import type { ErrorEnvelope } from './envelope-types.js';

/** Success envelope: `{status, message: "ok", result}`. */
export function successEnvelope<T extends z.ZodType>(result: T) {
  return z.object({
    status: z.number().int(),
    message: z.literal('ok'),
    result,
  });
}

/** Failure envelope: `{status, message: ERROR_CODE, error: {en, fields?}, requestId}`. */
export const errorEnvelopeSchema: z.ZodType<ErrorEnvelope> = z.object({
  status: z.number().int(),
  message: z.string(),
  error: z.object({
    en: z.string(),
    /** On a 400 for invalid input: which fields were refused and why, for forms to show next to each. */
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
  requestId: z.string().optional(),
});

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  recordPerPage: z.coerce.number().int().min(1).max(MAX_RECORDS_PER_PAGE).default(DEFAULT_RECORDS_PER_PAGE),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    recordPerPage: z.number().int(),
  });
}
