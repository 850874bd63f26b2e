import type { Readable } from 'node:stream';
import type { DataExportState } from '@talentport/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataExports } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { Actor } from '../../platform/actor.js';
import { canDownloadDataExport, canRequestDataExport, enforce } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { presentDataExport } from './presenter.js';

async function latestOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** The caller's latest request, or null. */
export async function getDataExportState(db: Db, actor: Actor): Promise<DataExportState> {
  const row = await latestOf(db, actor.userId);
  return { export: row ? presentDataExport(row) : null };
}

/**
 * Records a new request; one in progress at a time (a partial unique index makes two parallel
 * requests end as one row and one 409). The background worker prepares it.
 */
export async function requestDataExport(db: Db, actor: Actor): Promise<DataExportState> {
  const [pending] = await db
    .select({ status: dataExports.status })
    .from(dataExports)
    .where(and(eq(dataExports.userId, actor.userId), eq(dataExports.status, 'pending')))
    .limit(1);
  enforce(canRequestDataExport(pending));
  try {
    const [row] = await db.insert(dataExports).values({ userId: actor.userId }).returning();
    if (!row) throw new Error('data export: insert returned nothing');
    return { export: presentDataExport(row) };
  } catch (error) {
    if (isUniqueViolation(error, 'data_exports_one_pending_key'))
      enforce(canRequestDataExport({ status: 'pending' }));
    throw error;
  }
}

/** The ZIP of the mailed link's export (or the caller's latest one) for its owner only. */
export async function openDataExport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  token: string | undefined,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const row = token
    ? (
        await db
          .select()
          .from(dataExports)
          .where(eq(dataExports.tokenHash, hashToken(token)))
          .limit(1)
      )[0]
    : await latestOf(db, actor.userId);
  enforce(canDownloadDataExport(actor, row, new Date()));
  const stream = row?.storageKey ? await storage.open(row.storageKey) : null;
  // A ready row whose bytes are gone (removed by hand, another bucket) is as good as expired.
  if (!row || !stream)
    enforce(canDownloadDataExport(actor, row && { ...row, status: 'expired' }, new Date()));
  const day = (row?.readyAt ?? new Date()).toISOString().slice(0, 10);
  return { stream: stream as Readable, size: row?.size ?? 0, fileName: `talentport-data-${day}.zip` };
}
