import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicantMailSettings, jobLeases, jobRuns, mailOutbox, users } from '../../db/schema.js';
import { buildTeam } from '../../test/company-team-builders.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

let h: TestHarness;
beforeAll(async () => {
  // The digest job checks often here; its lease (15 min) is what makes it run once per test step.
  h = await startTestApp({ applicantDigestCheckMs: 50 });
});
afterAll(() => h.close());

const PREFS = '/api/v1/user/notification-preferences';
const LETTER = 'A secret cover letter only the pipeline shows, about React dashboards.';
const apply = (token: string, id: string) =>
  call(h.app, 'POST', `/api/v1/opportunities/${id}/apply`, {
    token,
    body: { coverLetter: LETTER, proposedRate: 4321 },
  });
const mailsTo = (address: string, template: string) =>
  h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.template, template)));

/** Lets the scheduled digest job run once more: its lease is given up, then its next run is awaited. */
async function runDigestJob() {
  const runsOf = async () =>
    (await h.database.db.select().from(jobRuns).where(eq(jobRuns.name, 'send-applicant-digests')))[0]?.runs ??
    0;
  const before = await runsOf();
  await h.database.db.delete(jobLeases).where(eq(jobLeases.name, 'send-applicant-digests'));
  await vi.waitFor(async () => expect(await runsOf()).toBeGreaterThan(before), { timeout: 10_000 });
}

describe('new-applicant mail', () => {
  it('mails members on instant at once, leaves daily and off members out, and reveals no application details', async () => {
    const { owner, admin, member } = await buildTeam(h);
    const job = await postOpportunity(h, member.token, { title: 'Logistics dashboard lead' });
    const defaults = await call(h.app, 'GET', PREFS, { token: owner.token });
    expect(defaults.body.result).toMatchObject({
      mail: { applicants: true },
      applicantMailCadence: 'instant',
    });
    await call(h.app, 'PUT', PREFS, { token: admin.token, body: { mail: { applicants: false } } });
    const daily = await call(h.app, 'PUT', PREFS, {
      token: member.token,
      body: { mail: {}, applicantMailCadence: 'daily' },
    });
    expect(daily.body.result.applicantMailCadence).toBe('daily');
    const outsider = await buildVerifiedUser(h, 'employer', 'Other Company Owner');

    const candidate = await buildVerifiedUser(h, 'freelancer', 'Cara Candidate');
    expect((await apply(candidate.token, job._id)).statusCode).toBe(200);

    const [mail] = await mailsTo(owner.email, 'new-applicant');
    expect(mail?.kind).toBe('applicants');
    expect(mail?.textBody).toContain('Cara Candidate');
    expect(mail?.textBody).toContain('Logistics dashboard lead');
    expect(mail?.textBody).not.toContain('secret cover letter');
    expect(mail?.textBody).not.toContain('4321');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /notification-preferences\/applicants\/unsubscribe\?token=/,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(admin.email, 'new-applicant')).toHaveLength(0);
    expect(await mailsTo(member.email, 'new-applicant')).toHaveLength(0);
    expect(await mailsTo(outsider.email, 'new-applicant')).toHaveLength(0);
    expect(await mailsTo(candidate.email, 'new-applicant')).toHaveLength(0);
  });

  it('sends the daily digest from the background job: one mail per member per day, applicants by listing', async () => {
    const { owner, member } = await buildTeam(h);
    await call(h.app, 'PUT', PREFS, {
      token: member.token,
      body: { mail: {}, applicantMailCadence: 'daily' },
    });
    const first = await postOpportunity(h, owner.token, { title: 'First listing' });
    const second = await postOpportunity(h, owner.token, { title: 'Second listing' });
    const ana = await buildVerifiedUser(h, 'freelancer', 'Ana Applicant');
    const ben = await buildVerifiedUser(h, 'freelancer', 'Ben Applicant');
    await apply(ana.token, first._id);
    await apply(ben.token, first._id);
    await apply(ana.token, second._id);

    await runDigestJob();
    const digests = await mailsTo(member.email, 'applicant-digest');
    expect(digests).toHaveLength(1);
    const text = digests[0]?.textBody ?? '';
    expect(digests[0]?.subject).toBe('Your daily summary: 3 new applicants');
    expect(text).toContain('First listing');
    expect(text).toContain('Second listing');
    expect(text).toContain('Ben Applicant');
    expect(text).not.toContain('secret cover letter');
    expect(digests[0]?.headers['List-Unsubscribe']).toBeTruthy();
    // The owner is on instant: no digest for them.
    expect(await mailsTo(owner.email, 'applicant-digest')).toHaveLength(0);

    // Same database day: a later applicant waits for tomorrow's digest.
    const cleo = await buildVerifiedUser(h, 'freelancer', 'Cleo Later');
    await apply(cleo.token, second._id);
    await runDigestJob();
    expect(await mailsTo(member.email, 'applicant-digest')).toHaveLength(1);

    // The next day (the stamp moved back a day): only the applicant since the last digest.
    const [memberRow] = await h.database.db.select().from(users).where(eq(users.email, member.email));
    await h.database.db
      .update(applicantMailSettings)
      .set({ digestSentOn: sql`current_date - 1` })
      .where(eq(applicantMailSettings.userId, memberRow?.id ?? ''));
    await runDigestJob();
    const after = await mailsTo(member.email, 'applicant-digest');
    expect(after).toHaveLength(2);
    const latest = after.find((mail) => mail.id !== digests[0]?.id);
    expect(latest?.subject).toBe('Your daily summary: 1 new applicant');
    expect(latest?.textBody).toContain('Cleo Later');
    expect(latest?.textBody).not.toContain('Ben Applicant');
  });

  it('refuses an unknown cadence', async () => {
    const { owner } = await buildTeam(h);
    const answer = await call(h.app, 'PUT', PREFS, {
      token: owner.token,
      body: { mail: {}, applicantMailCadence: 'weekly' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error.fields[0].path).toBe('applicantMailCadence');
  });

  it('unsubscribes in one click from the mailed link; a GET alone and a wrong token change nothing', async () => {
    const owner = await buildVerifiedUser(h, 'employer', 'Una Unsubscriber');
    const job = await postOpportunity(h, owner.token);
    await apply((await buildVerifiedUser(h, 'freelancer')).token, job._id);
    const [mail] = await mailsTo(owner.email, 'new-applicant');
    const link = mail?.headers['List-Unsubscribe']?.slice(1, -1) ?? '';
    const url = new URL(link);
    const path = `${url.pathname}${url.search}`;

    const page = await h.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop new-applicant emails?');
    expect((await call(h.app, 'GET', PREFS, { token: owner.token })).body.result.mail.applicants).toBe(true);

    const wrong = await h.app.inject({
      method: 'POST',
      url: path.replace(/token=([^.]+)\.[^&]+/, 'token=$1.wrongkeywrongkeywrongkey'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(200);
    expect((await call(h.app, 'GET', PREFS, { token: owner.token })).body.result.mail.applicants).toBe(true);

    const done = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect((await call(h.app, 'GET', PREFS, { token: owner.token })).body.result.mail.applicants).toBe(false);

    await apply((await buildVerifiedUser(h, 'freelancer')).token, job._id);
    expect(await mailsTo(owner.email, 'new-applicant')).toHaveLength(1);
  });
});
