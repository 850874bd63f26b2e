import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema.js';
import { call, type TestHarness } from './harness.js';

/** Verifies an account the way a person does: the 6-digit code from the queued mail. */
export async function verifyByMailedCode(h: TestHarness, token: string, email: string) {
  const [mail] = await h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'verify-email')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = mail?.textBody.match(/Your code: (\d{6})/)?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  const res = await call(h.app, 'POST', '/api/v1/user/email-verify', { token, body: { code } });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.raw}`);
}

export async function userIdByEmail(h: TestHarness, email: string): Promise<string> {
  const [row] = await h.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function markVerified(h: TestHarness, email: string) {
  await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, email));
}

export const isPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
