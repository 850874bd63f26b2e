import { allowed, type PolicyResult, refuse } from './result.js';

/**
 * A data export is downloaded by its owner only, while its link lasts (decision 109). Anyone else
 * is told it does not exist; an export that ran out is gone (410), one not prepared yet is not found.
 */
export function canDownloadDataExport(
  actor: { userId: string },
  row: { userId: string; status: string; expiresAt: Date | null } | undefined,
  now: Date,
): PolicyResult {
  if (!row || row.userId !== actor.userId || row.status === 'pending' || row.status === 'failed') {
    return refuse(
      'DATA_EXPORT_NOT_FOUND',
      'We could not find this export. Open the link from the email while signed in to the same account.',
    );
  }
  if (row.status === 'expired' || !row.expiresAt || row.expiresAt.getTime() <= now.getTime()) {
    return refuse(
      'DATA_EXPORT_EXPIRED',
      'This download link has expired and the file was removed. Ask for a new export in your settings.',
    );
  }
  return allowed;
}

/** One export in progress at a time per person. */
export function canRequestDataExport(pending: { status: string } | undefined): PolicyResult {
  return pending?.status === 'pending'
    ? refuse(
        'DATA_EXPORT_IN_PROGRESS',
        'We are still preparing your last export. We will email you when it is ready; you can ask again after that.',
      )
    : allowed;
}
