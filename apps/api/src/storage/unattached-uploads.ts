import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FileStorage } from './file-storage.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes uploads that were never attached to anything and are older than `olderThanMs`: files for
 * an application (`attachment`) that no application names, and chat files that no message of their
 * conversation carries. Rows go first (in batches), then their bytes. Returns how many went.
 */
export async function removeUnattachedUploads({
  db,
  storage,
  olderThanMs = DAY_MS,
  batchSize = 500,
}: {
  db: Db;
  storage: FileStorage;
  olderThanMs?: number;
  batchSize?: number;
}): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = (await db.execute(sql`
      delete from files where id in (
        select f.id from files f
        where f.created_at < now() - ${olderThanMs} * interval '1 millisecond'
          and (
            (f.ref_type = 'attachment'
              and not exists (select 1 from applications a where a.attachment_file_id = f.id)
              and not exists (
                select 1 from milestones ms
                where ms.files @> jsonb_build_array(jsonb_build_object('_id', f.id::text))))
            or (f.ref_type = 'chat-attachment'
              and not exists (
                select 1 from messages m
                where m.conversation_id::text = f.ref_code
                  and m.attachments @> jsonb_build_array(jsonb_build_object('_id', f.id::text))))
          )
        limit ${batchSize})
      returning stored_name`)) as unknown as { rows: { stored_name: string }[] };
    await Promise.all(result.rows.map((row) => storage.remove(row.stored_name)));
    removed += result.rows.length;
    if (result.rows.length < batchSize) return removed;
  }
}
