import { eq, sql } from 'drizzle-orm';
import { applications, mailOutbox, notifications } from '../../db/schema.js';
import type { TestHarness } from '../../test/harness.js';
import { heldNewsRef } from './undo.js';

/** Moves an application's undo window into the past, as five minutes passing would (decision 060). */
export async function closeUndoWindow(h: TestHarness, applicationId: string) {
  const past = sql`now() - interval '1 second'`;
  const db = h.database.db;
  await db.update(applications).set({ undoUntil: past }).where(eq(applications.id, applicationId));
  await db
    .update(notifications)
    .set({ deliverAfter: past })
    .where(eq(notifications.ref, heldNewsRef(applicationId)));
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: past })
    .where(eq(mailOutbox.ref, heldNewsRef(applicationId)));
}
