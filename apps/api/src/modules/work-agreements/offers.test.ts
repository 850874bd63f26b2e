import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  companies,
  engagements,
  mailOutbox,
  notifications,
  offers,
  users,
} from '../../db/schema.js';
import { buildTeam } from '../../test/company-team-builders.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { buildApplicant } from '../../test/work-builders.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ reviewRevealCheckMs: 0, workSweepCheckMs: 0 });
});
afterAll(() => h.close());

const FIXED = {
  kind: 'fixed',
  amount: 300_000,
  startDate: '2026-11-02',
  endDate: '2026-12-18',
  scope: 'A warehouse dashboard: stock levels, orders, alerts.',
  milestones: [
    { title: 'Design', amount: 100_000, dueDate: '2026-11-20' },
    { title: 'Build', amount: 200_000, dueDate: '2026-12-18' },
  ],
};

const post = (token: string, path: string, body?: unknown) =>
  call(h.app, 'POST', `/api/v1${path}`, { token, body });
const get = (token: string, path: string) => call(h.app, 'GET', `/api/v1${path}`, { token });

describe('offers', () => {
  it('refuses terms that do not add up, with a sentence on the field', async () => {
    const s = await buildApplicant(h);
    const bad = await post(s.employer.token, '/offers', {
      applicationId: s.applicationId,
      terms: { ...FIXED, amount: 250_000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      'must add up to the total: they add up to 300000 but the total is 250000',
    );
    const hourlyWithoutLimit = await post(s.employer.token, '/offers', {
      applicationId: s.applicationId,
      terms: { kind: 'hourly', hourlyRate: 5000, startDate: '2026-11-02' },
    });
    expect(hourlyWithoutLimit.statusCode).toBe(400);
    expect(JSON.stringify(hourlyWithoutLimit.body)).toContain('weeklyHourLimit');
    // The freelancer cannot send offers; another company cannot offer on this application.
    expect(
      (await post(s.freelancer.token, '/offers', { applicationId: s.applicationId, terms: FIXED }))
        .statusCode,
    ).toBe(403);
    const other = await buildVerifiedUser(h, 'employer', 'Otto Other');
    expect(
      (await post(other.token, '/offers', { applicationId: s.applicationId, terms: FIXED })).statusCode,
    ).toBe(404);
  });

  it('the direct hire is refused with a sentence pointing to offers (decision 122)', async () => {
    const s = await buildApplicant(h);
    const hired = await post(s.employer.token, `/applications/${s.applicationId}/status`, {
      status: 'hired',
    });
    expect(hired.statusCode).toBe(409);
    expect(hired.body.message).toBe('HIRE_THROUGH_OFFER');
    expect(hired.body.error.en).toContain('offer');
  });

  it('offer → counter → accept the counter: one transaction makes the engagement with the terms', async () => {
    const s = await buildApplicant(h);
    const sent = await post(s.employer.token, '/offers', { applicationId: s.applicationId, terms: FIXED });
    expect(sent.statusCode).toBe(200);
    const offer = sent.body.result;
    expect(offer).toMatchObject({
      version: 1,
      status: 'pending',
      sentBy: 'client',
      side: 'client',
      terms: { kind: 'fixed', currency: 'USD', amount: 300_000, hourlyRate: null },
      seenAt: null,
      can: { accept: false, counter: false, withdraw: true },
    });
    // A second pending offer for the same pair is refused.
    expect(
      (await post(s.employer.token, '/offers', { applicationId: s.applicationId, terms: FIXED })).body
        .message,
    ).toBe('OFFER_PENDING');
    // The freelancer was told (notification + mail of kind pipeline).
    const [mail] = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, s.freelancer.email), eq(mailOutbox.template, 'work-update')));
    expect(mail?.kind).toBe('pipeline');
    // The sender cannot accept their own version; an outsider gets 404.
    expect((await post(s.employer.token, `/offers/${offer._id}/accept`)).statusCode).toBe(403);
    const outsider = await buildVerifiedUser(h, 'freelancer', 'Ola Outsider');
    expect((await get(outsider.token, `/offers/${offer._id}`)).statusCode).toBe(404);
    expect((await post(outsider.token, `/offers/${offer._id}/accept`)).statusCode).toBe(404);
    // The freelancer opens it: seen; the list shows it on both sides.
    const seen = await get(s.freelancer.token, `/offers/${offer._id}`);
    expect(seen.body.result).toMatchObject({
      side: 'worker',
      seenAt: expect.any(String),
      can: { accept: true, counter: true, withdraw: false },
    });
    expect(
      (await get(s.employer.token, '/offers')).body.result.items.map((o: { _id: string }) => o._id),
    ).toContain(offer._id);
    // Counter with a higher second milestone.
    const counterTerms = {
      ...FIXED,
      amount: 350_000,
      milestones: [FIXED.milestones[0], { ...FIXED.milestones[1], amount: 250_000 }],
    };
    const countered = await post(s.freelancer.token, `/offers/${offer._id}/counter`, { terms: counterTerms });
    expect(countered.statusCode).toBe(200);
    const counter = countered.body.result;
    expect(counter).toMatchObject({
      version: 2,
      status: 'pending',
      sentBy: 'worker',
      terms: { amount: 350_000 },
    });
    expect(counter._id).not.toBe(offer._id);
    expect(counter.history.map((v: { status: string }) => v.status)).toEqual(['countered', 'pending']);
    // The first version can no longer be answered.
    expect((await post(s.freelancer.token, `/offers/${offer._id}/accept`)).body.message).toBe(
      'OFFER_NOT_PENDING',
    );
    expect((await post(s.employer.token, `/offers/${offer._id}/accept`)).body.message).toBe('FORBIDDEN');
    // The company accepts the counter: the engagement starts.
    const accepted = await post(s.employer.token, `/offers/${counter._id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.result).toMatchObject({ status: 'accepted', engagementId: s.applicationId });
    const [application] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, s.applicationId));
    expect(application?.status).toBe('hired');
    const [engagement] = await h.database.db
      .select()
      .from(engagements)
      .where(eq(engagements.id, s.applicationId));
    expect(engagement?.terms).toMatchObject({ kind: 'fixed', amount: 350_000, currency: 'USD' });
    expect(engagement?.offerId).toBe(counter._id);
    const [company] = await h.database.db
      .select()
      .from(companies)
      .where(eq(companies.code, s.employer.companyCode as string));
    expect(company?.hired).toBe(1);
    const detail = await get(s.freelancer.token, `/engagements/${s.applicationId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.result).toMatchObject({
      side: 'worker',
      terms: { amount: 350_000 },
      offerId: counter._id,
      milestones: [
        {
          position: 1,
          title: 'Design',
          amount: 100_000,
          status: 'active',
          can: { submit: true, approve: false },
        },
        { position: 2, title: 'Build', amount: 250_000, status: 'active' },
      ],
      nextAction: { kind: 'submit_milestone', label: 'Submit milestone 1' },
    });
    expect((await get(outsider.token, `/engagements/${s.applicationId}`)).statusCode).toBe(404);
    // A second offer for a hired pair is refused.
    expect(
      (await post(s.employer.token, '/offers', { applicationId: s.applicationId, terms: FIXED })).body
        .message,
    ).toBe('ALREADY_HIRED');
  });

  it('decline with a reason; withdraw before it is seen calls the news off; offers expire after 7 days', async () => {
    const s = await buildApplicant(h);
    const first = (await post(s.employer.token, '/offers', { applicationId: s.applicationId, terms: FIXED }))
      .body.result;
    const declined = await post(s.freelancer.token, `/offers/${first._id}/decline`, {
      reason: 'The dates do not work for me.',
    });
    expect(declined.body.result).toMatchObject({
      status: 'declined',
      reason: 'The dates do not work for me.',
    });
    // Withdraw before the freelancer opened it: the notification is gone, nothing more is said.
    const second = (await post(s.employer.token, '/offers', { applicationId: s.applicationId, terms: FIXED }))
      .body.result;
    const [freelancer] = await h.database.db.select().from(users).where(eq(users.email, s.freelancer.email));
    const before = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.ref, `offer:${second._id}`));
    expect(before.length).toBe(1);
    expect((await post(s.freelancer.token, `/offers/${second._id}/withdraw`)).statusCode).toBe(403);
    const withdrawn = await post(s.employer.token, `/offers/${second._id}/withdraw`);
    expect(withdrawn.body.result).toMatchObject({ status: 'withdrawn' });
    expect(
      await h.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.ref, `offer:${second._id}`)),
    ).toEqual([]);
    const kinds = (
      await h.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, freelancer?.id as string))
    ).map((n) => n.kind);
    expect(kinds).not.toContain('work.offer_withdrawn');
    // A third offer waits 7 days, then expires (the database clock).
    const third = (await post(s.employer.token, '/offers', { applicationId: s.applicationId, terms: FIXED }))
      .body.result;
    await h.database.db
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(offers.id, third._id));
    const expired = await post(s.freelancer.token, `/offers/${third._id}/accept`);
    expect(expired.statusCode).toBe(409);
    expect(expired.body.message).toBe('OFFER_NOT_PENDING');
    expect((await get(s.freelancer.token, `/offers/${third._id}`)).body.result.status).toBe('expired');
  });

  it('company roles: members send and counter, owners and admins accept (decision 052); offers to a talent by code', async () => {
    const team = await buildTeam(h);
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Tal Talent');
    const job = await postOpportunity(h, team.owner.token, { title: 'Data pipeline', openings: 1 });
    const sent = await post(team.member.token, '/offers', {
      talentCode: freelancer.code,
      opportunityId: job._id,
      terms: { kind: 'hourly', hourlyRate: 8000, weeklyHourLimit: 10, startDate: '2026-11-02' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.result).toMatchObject({
      applicationId: null,
      terms: { kind: 'hourly', hourlyRate: 8000, weeklyHourLimit: 10, milestones: [] },
    });
    const counter = (
      await post(freelancer.token, `/offers/${sent.body.result._id}/counter`, {
        terms: { kind: 'hourly', hourlyRate: 9000, weeklyHourLimit: 10, startDate: '2026-11-02' },
      })
    ).body.result;
    const asMember = await get(team.member.token, `/offers/${counter._id}`);
    expect(asMember.body.result.can).toMatchObject({ accept: false, counter: true, decline: false });
    const memberAccept = await post(team.member.token, `/offers/${counter._id}/accept`);
    expect(memberAccept.statusCode).toBe(403);
    expect(memberAccept.body.error.en).toContain('owner and admins');
    const accepted = await post(team.admin.token, `/offers/${counter._id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const engagementId = accepted.body.result.engagementId as string;
    const [application] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, engagementId));
    expect(application).toMatchObject({
      status: 'hired',
      applicantUserId: expect.any(String),
      opportunityId: job._id,
    });
  });
});
