import { z } from 'zod';

/**
 * Data export (issue 23 item 3, decision 109): a person asks for a copy of everything Talentport
 * holds about them; it is prepared in the background as a ZIP of JSON files and their uploaded
 * files, and announced by mail with a link that works for 7 days, for the signed-in owner only.
 */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a prepared export can be downloaded. */
export const DATA_EXPORT_LINK_DAYS = 7;

export const dataExportSchema = z.object({
  _id: z.string(),
  /** pending: being prepared; ready: download until `expiresAt`; failed: ask again; expired: removed. */
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the download stops working (ready), or stopped (expired). */
  expiresAt: z.string().nullable(),
  /** Size of the ZIP in bytes, once ready. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The caller's latest request, or null when they never asked. */
export const dataExportStateSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataExportDownloadQuerySchema = z.object({
  /** The token of the mailed link; without it, the caller's latest ready export. */
  token: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be the token from the link' })
    .optional(),
});
