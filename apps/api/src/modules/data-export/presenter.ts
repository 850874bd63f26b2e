import type { DataExport } from '@talentport/contract';
import type { DataExportRow } from '../../db/schema.js';

/** A request as its owner sees it: never the storage key or the token's hash. */
export function presentDataExport(row: DataExportRow): DataExport {
  return {
    _id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  };
}
