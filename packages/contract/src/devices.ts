import { z } from 'zod';
import { paginationQuerySchema } from './envelope.js';

/**
 * Signed-in devices (issue 23): the account's live sessions, described from the browser's
 * User-Agent (approximate: enough to recognise one's own phone or laptop).
 */
export const DEVICE_KINDS = ['phone', 'tablet', 'computer', 'other'] as const;

export const deviceSchema = z.object({
  _id: z.string(),
  browser: z.string(),
  os: z.string(),
  kind: z.enum(DEVICE_KINDS),
  /** When this device signed in. */
  createdAt: z.string(),
  /** Last request from this device (kept to within five minutes). */
  lastSeenAt: z.string(),
  /** The device this request came from. */
  isCurrent: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicesQuerySchema = paginationQuerySchema;
export const deviceIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a device id' }) });

export const signedOutSchema = z.object({ signedOut: z.number().int() });
export type SignedOut = z.infer<typeof signedOutSchema>;
