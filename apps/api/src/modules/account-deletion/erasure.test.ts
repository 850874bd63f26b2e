import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDeletionRequests,
  conversations,
  dataExports,
  files,
  mailOutbox,
  oauthIdentities,
  rewardEntries,
  sessions,
  staffAuditLog,
  talentManagerBookings,
  users,
} from '../../db/schema.js';
import { deletionHelpers } from '../../test/deletion-helpers.js';
import { makeImage, makePdf, multipartBody } from '../../test/files-fixtures.js';
import { userIdByEmail } from '../../test/growth-helpers.js';
import { buildUser, call, startTestApp, TEST_PASSWORD, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { logInStaff } from '../../test/staff-login.js';
import { hireThroughOffer } from '../../test/work-builders.js';
import { createStaffAccount } from '../staff/index.js';
import { setWeeklyAvailability } from '../talent-manager/index.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ accountErasureIntervalMs: 0, reviewRevealCheckMs: 0, chatNotifyIntervalMs: 0 });
});
afterAll(() => h.close());
const helpers = () => deletionHelpers(h);
const deletion: ReturnType<typeof deletionHelpers>['deletion'] = (...args) => helpers().deletion(...args);
const logIn: ReturnType<typeof deletionHelpers>['logIn'] = (...args) => helpers().logIn(...args);
const makeDue: ReturnType<typeof deletionHelpers>['makeDue'] = (...args) => helpers().makeDue(...args);
const erase: ReturnType<typeof deletionHelpers>['erase'] = () => helpers().erase();

async function upload(token: string, query: string, file: Buffer, filename: string, contentType: string) {
  const { payload, contentType: type } = multipartBody(file, { filename, contentType });
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?${query}`,
    headers: { 'content-type': type, token },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().result as { _id: string; url: string };
}

/** Every text, varchar, json, jsonb and array column of every table, searched for each needle. */
async function scanDatabase(needles: string[]): Promise<string[]> {
  const db = h.database.db;
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  expect(columns.rows.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const needle of needles) {
      const hit = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      )) as unknown as { rows: { n: number }[] };
      if ((hit.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column} has ${needle}`);
    }
  }
  return found;
}

/** Every name in the storage directory. */
const storedNames = () => readdir(h.uploadsDir, { recursive: true });

describe('the erasure', () => {
  it('leaves no personal field, file or session behind; others still read the conversation and the review', async () => {
    const db = h.database.db;
    const name = 'Zelda Quillfeather';
    const phone = '87650123';
    const person = await buildVerifiedUser(h, 'freelancer', name);
    const employer = await buildVerifiedUser(h, 'employer', 'Erin Keeper');
    const userId = await userIdByEmail(h, person.email);
    const profile = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: person.token,
      body: {
        phone,
        dateOfBirth: '1990-02-03',
        address: '12 Quill Lane',
        describeYourself: 'I write parsers.',
        // Billing details printed on invoices (decision 122) are personal too.
        billing: { legalName: `${name} Parsing`, billingAddress: '12 Quill Lane, Inkwell' },
      },
    });
    expect(profile.statusCode).toBe(200);
    const avatar = await upload(
      person.token,
      `refCode=${person.code}&refType=avatar`,
      await makeImage('png'),
      'me.png',
      'image/png',
    );
    const resume = await upload(
      person.token,
      `refCode=${person.code}&refType=resume`,
      makePdf(),
      'Zelda CV.pdf',
      'application/pdf',
    );
    // A hire, an ended engagement, a review each way (published).
    const job = await postOpportunity(h, employer.token, { title: 'Parser work' });
    const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
      token: person.token,
      body: { coverLetter: `Hello, ${name} here, call ${phone}.`, proposedRate: 6000 },
    });
    const engagementId = applied.body.result._id as string;
    await hireThroughOffer(h, {
      employerToken: employer.token,
      candidateToken: person.token,
      applicationId: engagementId,
    });
    const ended = await call(h.app, 'POST', `/api/v1/engagements/${engagementId}/end`, {
      token: employer.token,
      body: { outcome: 'completed', reason: 'Done.' },
    });
    expect(ended.statusCode).toBe(200);
    const reviewBy = (token: string, comment: string) =>
      call(h.app, 'POST', `/api/v1/engagements/${engagementId}/review`, {
        token,
        body: { rating: 5, comment },
      });
    expect((await reviewBy(employer.token, 'Sharp work, delivered on time.')).statusCode).toBe(200);
    expect((await reviewBy(person.token, 'Kind and clear client.')).statusCode).toBe(200);
    // A conversation with messages both ways.
    const direct = await call(h.app, 'POST', '/api/v1/chat/conversations/direct', {
      token: person.token,
      body: { userCode: employer.code },
    });
    const conversationId = direct.body.result._id as string;
    const send = (token: string, clientId: string, body: string) =>
      call(h.app, 'POST', `/api/v1/chat/conversations/${conversationId}/messages`, {
        token,
        body: { clientId, body },
      });
    // The employer writes first, so the person's message is one the employer has not read (and is mailed).
    expect((await send(employer.token, randomUUID(), 'Thanks, looks good.')).statusCode).toBe(200);
    expect((await send(person.token, randomUUID(), 'Here is the draft.')).statusCode).toBe(200);
    // A call booked with a talent manager (the booking stays for staff; its mails name the person).
    const manager = await createStaffAccount(
      db,
      { email: 'deletion-manager@staff.test', fullname: 'Mona Manager', roles: ['talent-manager'] },
      'staff password 123',
    );
    await setWeeklyAvailability({
      db,
      managerId: manager._id,
      windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 540, endMinute: 720 })),
    });
    const slots = await call(h.app, 'GET', '/api/v1/jobs/talent-manager-slots?days=7', {
      token: person.token,
    });
    const booked = await call(h.app, 'POST', '/api/v1/jobs/bookTalentManager', {
      token: person.token,
      body: {
        managerId: manager._id,
        startsAt: slots.body.result.slots.at(-1).startsAt,
        topic: 'My profile',
      },
    });
    expect(booked.statusCode).toBe(200);
    // Support looked the person up by address and by name: the audit log keeps the filters.
    await createStaffAccount(
      db,
      { email: 'deletion-admin@staff.test', fullname: 'Ada Admin', roles: ['admin'] },
      'staff password 123',
    );
    const staffToken = await logInStaff(h.app, 'deletion-admin@staff.test', 'staff password 123');
    for (const query of [person.email.toUpperCase(), name.toLowerCase()]) {
      const found = await call(h.app, 'GET', `/api/staff/v1/users?query=${encodeURIComponent(query)}`, {
        token: staffToken,
      });
      expect(found.statusCode).toBe(200);
    }
    // Others' copies that name the person: the employer's new-message mail.
    await db
      .update(conversations)
      .set({ lastMessageAt: sql`now() - interval '1 day'` })
      .where(eq(conversations.id, conversationId));
    expect(await h.app.chatNotifier.runOnce()).toBeGreaterThan(0);
    const [copy] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, employer.email), eq(mailOutbox.template, 'chat-messages')));
    expect(copy?.textBody).toContain(name);
    // A saved search, a linked social login, a reward in the ledger.
    const saved = await call(h.app, 'POST', '/api/v1/saved-searches', {
      token: person.token,
      body: { name: `${name} search`, query: '?tab=Job&jobName=parser', frequency: 'daily' },
    });
    expect(saved.statusCode).toBe(200);
    await db
      .insert(oauthIdentities)
      .values({ provider: 'google', subject: 'zelda-sub-1', userId, email: person.email });
    await db.insert(rewardEntries).values({ userId, amount: 10, reason: 'promotion', source: 'test-ledger' });
    const ledger = await db.select().from(rewardEntries).where(eq(rewardEntries.userId, userId));
    // A copy of their data they asked for (decision 109): the ZIP is in storage until the erasure.
    expect((await call(h.app, 'POST', '/api/v1/user/data-export', { token: person.token })).statusCode).toBe(
      202,
    );
    expect(await h.app.dataExportWorker.runOnce()).toBe(1);
    const [exported] = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
    expect(exported?.storageKey).toBeTruthy();

    const needles = [person.email, name, 'Zelda', phone, '12 Quill Lane', avatar._id, resume._id];
    // The scan can fail: before the erasure it finds the person in many places.
    const before = await scanDatabase(needles);
    for (const place of [
      'users.email',
      'users.fullname',
      'users.phone',
      'users.avatar',
      'oauth_identities.email',
      'applications.cover_letter',
      'mail_outbox.text_body has Zelda',
      'staff_audit_log.details has Zelda Quillfeather',
      `staff_audit_log.details has ${person.email}`,
    ]) {
      expect(before.some((hit) => hit.startsWith(place))).toBe(true);
    }
    const personFiles = await db
      .select({ storedName: files.storedName })
      .from(files)
      .where(eq(files.ownerUserId, userId));
    expect(personFiles).toHaveLength(2);
    const storedBefore = await storedNames();
    for (const file of personFiles) expect(storedBefore).toContain(file.storedName);

    expect((await deletion('POST', person.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    await makeDue(userId);
    expect(await erase()).toBe(1);
    expect(await erase()).toBe(0);

    // Nothing of the person in any text, varchar, jsonb or array column of any table.
    expect(await scanDatabase(needles)).toEqual([]);
    // And nothing in the storage directory.
    const storedAfter = await storedNames();
    for (const file of personFiles) expect(storedAfter).not.toContain(file.storedName);
    expect(storedBefore).toContain(exported?.storageKey);
    expect(storedAfter).not.toContain(exported?.storageKey);
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, userId))).toEqual([]);
    const { rows: fileRows } = (await db.execute(
      sql`select count(*)::int as n from files where owner_user_id = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(fileRows[0]?.n).toBe(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

    // The session no longer works, the account cannot sign in, the profile is gone.
    expect((await call(h.app, 'GET', '/api/v1/user/profile', { token: person.token })).statusCode).toBe(401);
    expect((await logIn(person.email)).statusCode).toBe(401);
    expect((await call(h.app, 'GET', `/api/v1/user/public-profile/${person.code}`)).statusCode).toBe(404);

    // The other side still reads the conversation: the text stays, from "A former member".
    const history = await call(h.app, 'GET', `/api/v1/chat/conversations/${conversationId}/messages`, {
      token: employer.token,
    });
    expect(history.statusCode).toBe(200);
    const byBody = new Map(
      history.body.result.items.map((m: { body: string; senderName: string }) => [m.body, m.senderName]),
    );
    expect(byBody.get('Here is the draft.')).toBe('A former member');
    expect(byBody.get('Thanks, looks good.')).toBe('Erin Keeper');
    const conversation = await call(h.app, 'GET', `/api/v1/chat/conversations/${conversationId}`, {
      token: employer.token,
    });
    const former = conversation.body.result.participants.find((p: { _id: string }) => p._id === userId);
    expect(former).toMatchObject({ fullname: 'A former member', code: '', avatar: [] });
    // The review the person wrote stays, without the name; the ledger stays.
    const reviews = await call(h.app, 'GET', `/api/v1/company/${employer.companyCode}/reviews`);
    expect(reviews.body.result.items).toEqual([
      expect.objectContaining({
        comment: 'Kind and clear client.',
        reviewer: expect.objectContaining({ firstName: 'A former member' }),
      }),
    ]);
    expect(await db.select().from(rewardEntries).where(eq(rewardEntries.userId, userId))).toHaveLength(
      ledger.length,
    );
    // The booked call stays in the manager's calendar, for "A former member".
    // The employer's copy of the message mail now names "A former member".
    const [scrubbed] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, copy?.id ?? ''));
    expect(scrubbed?.textBody).toContain('A former member');
    const bookings = await db
      .select()
      .from(talentManagerBookings)
      .where(eq(talentManagerBookings.userId, userId));
    expect(bookings).toHaveLength(1);
    // The audit log records the erasure by id and counts.
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, userId));
    expect(audit.map((entry) => entry.action)).toEqual([
      'account.erasure.sessions',
      'account.erasure.files',
      'account.erasure.records',
      'account.erased',
    ]);
    expect(audit.find((entry) => entry.action === 'account.erasure.files')?.details).toMatchObject({
      files: 2,
    });
  });

  it('resumes after a crash between steps and runs no step twice', async () => {
    const person = await buildVerifiedUser(h, 'freelancer', 'Yuri Halfway');
    const userId = await userIdByEmail(h, person.email);
    expect((await deletion('POST', person.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    await makeDue(userId);
    // As if the process died after the first two steps.
    await h.database.db
      .update(accountDeletionRequests)
      .set({ stepsDone: ['sessions', 'files'] })
      .where(eq(accountDeletionRequests.userId, userId));
    // A sign-in now does not cancel an erasure that has begun.
    expect((await logIn(person.email)).statusCode).toBe(200);
    expect(await erase()).toBe(1);
    const [request] = await h.database.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, userId));
    expect(request?.stepsDone).toEqual(['sessions', 'files', 'records', 'profile']);
    expect(request?.erasedAt).not.toBeNull();
    const [row] = await h.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ fullname: 'A former member', passwordHash: null });
    expect(row?.email).toMatch(/@erased\.invalid$/);
  });

  it('the leased job erases due accounts on its own', async () => {
    const timed = await startTestApp({ accountErasureIntervalMs: 200 });
    try {
      const person = await buildUser(timed.app, { role: 'freelancer' });
      const asked = await call(timed.app, 'POST', '/api/v1/user/deletion', {
        token: person.token,
        body: { password: TEST_PASSWORD },
      });
      expect(asked.statusCode).toBe(200);
      await timed.database.db
        .update(accountDeletionRequests)
        .set({ dueAt: sql`now() - interval '1 minute'`, requestedAt: sql`now() - interval '15 days'` });
      const deadline = Date.now() + 10_000;
      let erasedAt: Date | null = null;
      while (!erasedAt && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const [row] = await timed.database.db.select().from(accountDeletionRequests);
        erasedAt = row?.erasedAt ?? null;
      }
      expect(erasedAt).not.toBeNull();
    } finally {
      await timed.close();
    }
  });
});
