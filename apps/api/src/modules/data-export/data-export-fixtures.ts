import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  companies,
  engagements,
  portfolioItems,
  reviews,
  rewardEntries,
  talentManagerBookings,
  userColumns,
  users,
} from '../../db/schema.js';
import { makePdf, multipartBody } from '../../test/files-fixtures.js';
import { call, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { createStaffAccount } from '../staff/index.js';

/** Markers of what belongs to the other person: none of them may appear in the subject's export. */
export type OtherPerson = { email: string; phone: string; note: string; message: string; bank: string };

async function must(res: { statusCode: number; raw: string; body: { result?: unknown } }, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what} → ${res.statusCode} ${res.raw}`);
  return res.body.result as Record<string, unknown>;
}

/**
 * An agency with one of each kind of record (built through the API where it can be; reviews,
 * rewards, bookings and the portfolio written directly), and an employer they dealt with whose
 * private data must stay out of the agency's export.
 */
export async function buildPersonWithEverything(h: TestHarness) {
  const db = h.database.db;
  const tag = randomUUID().slice(0, 8);
  const subject = await buildVerifiedUser(h, 'agency', 'Ada Exporter');
  const other = await buildVerifiedUser(h, 'employer', 'Eve Otherside');
  const [subjectRow] = await db.select(userColumns).from(users).where(eq(users.email, subject.email));
  const [otherRow] = await db.select(userColumns).from(users).where(eq(users.email, other.email));
  if (!subjectRow?.companyId || !otherRow?.companyId) throw new Error('both need a company');
  const otherPerson: OtherPerson = {
    email: other.email,
    phone: `9${tag.replace(/\D/g, '7').slice(0, 7)}1`,
    note: `EVE-PRIVATE-NOTE-${tag}`,
    message: `EVE-SECRET-REPLY-${tag}`,
    bank: `EVE-BANK-${tag}`,
  };
  await db
    .update(users)
    .set({
      phone: otherPerson.phone,
      bankDetail: { accountHolder: 'Eve', bankAccountNo: otherPerson.bank, bankName: 'B', city: 'C' },
    })
    .where(eq(users.id, otherRow.id));

  // A listing the agency posted, and an application to the employer's listing.
  await postOpportunity(h, subject.token, { type: 'Project', payType: 'Fixed', title: `Ada listing ${tag}` });
  const theirs = await postOpportunity(h, other.token, {
    type: 'Project',
    payType: 'Fixed',
    title: `Eve listing ${tag}`,
  });
  // A file sent with the application (its original bytes go in the export).
  const pdf = makePdf();
  const { payload, contentType } = multipartBody(pdf, {
    filename: 'ada-cv.pdf',
    contentType: 'application/pdf',
  });
  const uploaded = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?refCode=${subject.code}&refType=attachment`,
    headers: { 'content-type': contentType, token: subject.token },
    payload,
  });
  if (uploaded.statusCode !== 200) throw new Error(`upload → ${uploaded.statusCode} ${uploaded.body}`);
  const fileId = String(uploaded.json().result._id);
  const applied = await must(
    await call(h.app, 'POST', `/api/v1/opportunities/${theirs._id}/apply`, {
      token: subject.token,
      body: { coverLetter: `Ada cover letter ${tag}`, proposedRate: 4200, attachmentFileId: fileId },
    }),
    'apply',
  );
  const applicationId = String(applied._id);
  await must(
    await call(h.app, 'PUT', `/api/v1/applications/${applicationId}/note`, {
      token: other.token,
      body: { note: otherPerson.note },
    }),
    'note',
  );

  // Messages both ways: only the agency's own are theirs.
  const conversation = await must(
    await call(h.app, 'POST', '/api/v1/chat/conversations/direct', {
      token: subject.token,
      body: { userCode: other.code },
    }),
    'open direct',
  );
  const messagesPath = `/api/v1/chat/conversations/${String(conversation._id)}/messages`;
  const mine = `Ada wrote this ${tag}`;
  await must(
    await call(h.app, 'POST', messagesPath, {
      token: subject.token,
      body: { clientId: randomUUID(), body: mine },
    }),
    'send',
  );
  await must(
    await call(h.app, 'POST', messagesPath, {
      token: other.token,
      body: { clientId: randomUUID(), body: otherPerson.message },
    }),
    'reply',
  );

  // A saved search, a talent list, a mail preference.
  await must(
    await call(h.app, 'POST', '/api/v1/saved-searches', {
      token: subject.token,
      body: { name: `Ada search ${tag}`, query: 'tab=Job', frequency: 'daily' },
    }),
    'saved search',
  );
  await must(
    await call(h.app, 'POST', '/api/v1/talent-lists', {
      token: subject.token,
      body: { name: `Ada list ${tag}` },
    }),
    'talent list',
  );
  await must(
    await call(h.app, 'PUT', '/api/v1/user/notification-preferences', {
      token: subject.token,
      body: { mail: { alerts: false } },
    }),
    'preferences',
  );

  // Reviews both ways over an ended engagement, a reward, a booked call, a case study.
  await db.insert(engagements).values({
    id: applicationId,
    opportunityId: theirs._id,
    clientCompanyId: otherRow.companyId,
    workerUserId: subjectRow.id,
    workerCompanyId: subjectRow.companyId,
    status: 'completed',
    endedAt: new Date(),
    reviewsPublishedAt: new Date(),
  });
  await db.insert(reviews).values([
    {
      engagementId: applicationId,
      reviewerSide: 'worker',
      reviewerUserId: subjectRow.id,
      reviewedCompanyId: otherRow.companyId,
      rating: 5,
      comment: `Ada review of Eve ${tag}`,
      publishedAt: new Date(),
    },
    {
      engagementId: applicationId,
      reviewerSide: 'client',
      reviewerUserId: otherRow.id,
      reviewedUserId: subjectRow.id,
      rating: 4,
      comment: `Eve review of Ada ${tag}`,
      publishedAt: new Date(),
    },
  ]);
  await db.insert(rewardEntries).values({
    userId: subjectRow.id,
    amount: 75,
    reason: 'promotion',
    source: `test:${tag}`,
    note: `Ada reward ${tag}`,
  });
  const manager = await createStaffAccount(
    db,
    {
      email: `manager.${tag}@talentport.test`,
      fullname: 'Mia Manager',
      roles: ['talent-manager'],
      timeZone: 'UTC',
    },
    'a long staff password 42',
  );
  const startsAt = new Date(Date.UTC(2031, 0, 6, 9, 0));
  await db.insert(talentManagerBookings).values({
    managerId: manager._id,
    userId: subjectRow.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    topic: `Ada booking ${tag}`,
  });
  await db.insert(portfolioItems).values({ userId: subjectRow.id, title: `Ada case study ${tag}` });
  const [company] = await db.select().from(companies).where(eq(companies.id, subjectRow.companyId));

  return {
    subject: { ...subject, userId: subjectRow.id, passwordHash: subjectRow.passwordHash ?? '' },
    other,
    otherPerson,
    tag,
    pdf,
    fileId,
    mine,
    companyName: company?.name ?? '',
  };
}
