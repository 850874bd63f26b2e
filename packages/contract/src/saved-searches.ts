import { z } from 'zod';
import { paginationQuerySchema } from './envelope.js';
import { ALERT_FREQUENCIES, SAVED_SEARCH_TARGETS } from './saved-search-constants.js';
import { emailSchema } from './user.js';

/** Saved opportunity searches and job alerts (issue 19 item 4, decision 108). */
const name = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters')
  .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'must be instant, daily or weekly' });
/** The search as the web app's URL holds it (`tab=Job&expertise=Web%20development&jobName=react`). */
const query = z
  .string({ error: 'must be text' })
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** `opportunity`: the query is an opportunity search; `talent`: a talent search (decision 114). */
  target: z.enum(SAVED_SEARCH_TARGETS),
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a saved search id' }) });
export const savedSearchesQuerySchema = paginationQuerySchema;

export const createSavedSearchInputSchema = z.object({ name, query, frequency });
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchInputSchema>;

export const updateSavedSearchInputSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((input) => input.name !== undefined || input.frequency !== undefined, {
    message: 'give a new name or frequency',
    path: ['name'],
  });
export type UpdateSavedSearchInput = z.infer<typeof updateSavedSearchInputSchema>;

export const deletedSavedSearchSchema = z.object({ _id: z.string() });

/** A guest's job alert: confirmed by a mailed link before anything is sent (double opt-in). */
export const guestAlertInputSchema = z.object({
  email: emailSchema,
  query,
  frequency: frequency.default('daily'),
});
export type GuestAlertInput = z.input<typeof guestAlertInputSchema>;
export const guestAlertResultSchema = z.object({ isMailSent: z.boolean() });

/** The token of a mailed link (confirm or unsubscribe), in the query and, for POST, the form body. */
export const alertLinkQuerySchema = z.object({
  token: z
    .string({ error: 'is required' })
    .min(10, 'is not a valid link')
    .max(200, 'is not a valid link')
    .regex(/^[A-Za-z0-9._-]+$/, 'is not a valid link'),
});
