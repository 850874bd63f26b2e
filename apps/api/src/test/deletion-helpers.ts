import { and, eq, sql } from 'drizzle-orm';
import { accountDeletionRequests, mailOutbox } from '../db/schema.js';
import { eraseDueAccounts } from '../modules/account-deletion/index.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import { call, TEST_PASSWORD, type TestHarness } from './harness.js';

/** Calls and clock moves the account-deletion tests share (decision 111). */
export function deletionHelpers(h: TestHarness) {
  return {
    deletion: (method: 'GET' | 'POST' | 'DELETE', token: string, body?: unknown) =>
      call(h.app, method, '/api/v1/user/deletion', { token, ...(body ? { body } : {}) }),
    logIn: (email: string, password = TEST_PASSWORD) =>
      call(h.app, 'POST', '/api/v1/user/login', { body: { email, password } }),
    mailsTo: (email: string, template: string) =>
      h.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template))),
    /** The cooling-off passing: the job compares `due_at` with the database clock. */
    makeDue: (userId: string) =>
      h.database.db
        .update(accountDeletionRequests)
        .set({ dueAt: sql`now() - interval '1 minute'`, requestedAt: sql`now() - interval '15 days'` })
        .where(eq(accountDeletionRequests.userId, userId)),
    erase: () =>
      eraseDueAccounts({ db: h.database.db, storage: createDiskStorage(h.uploadsDir), events: h.app.events }),
  };
}
