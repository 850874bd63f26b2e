import { z } from 'zod';

/** Short-link codes: 10 characters of a 57-letter alphabet without look-alikes (decision 043). */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;

/** An in-app path: starts with one `/`, no scheme, no host, no backslashes or spaces. */
export const inAppPathSchema = z
  .string({ error: 'must be a path in the app' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path in the app starting with /');

export const createShortUrlInputSchema = z.object({ path: inAppPathSchema });
export type CreateShortUrlInput = z.infer<typeof createShortUrlInputSchema>;

export const shortUrlSchema = z.object({ code: z.string(), path: z.string(), shortPath: z.string() });
export type ShortUrl = z.infer<typeof shortUrlSchema>;

export const shortCodeParamsSchema = z.object({
  code: z.string().regex(SHORT_CODE_PATTERN, 'must be a short-link code'),
});
