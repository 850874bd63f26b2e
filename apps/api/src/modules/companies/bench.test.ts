import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyBench, mailOutbox, notifications, users } from '../../db/schema.js';
import { generatePublicCode } from '../../lib/tokens.js';
import { joinByInvitation } from '../../test/company-team-builders.js';
import { deletionHelpers } from '../../test/deletion-helpers.js';
import { call, startTestApp, TEST_PASSWORD, type TestHarness, uniqueEmail } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

/** Issue 35, decision 131: an agency's bench of freelancers who agreed to be shown with it. */
let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
}, 60_000);
afterAll(() => h.close());

type Person = { token: string; code: string; email: string; companyCode: string | null };

const invite = (token: string, talentCode: string) =>
  call(h.app, 'POST', '/api/v1/company/bench', { token, body: { talentCode } });
const accept = (token: string, agencyCode: string) =>
  call(h.app, 'POST', `/api/v1/user/bench-invitations/${agencyCode}/accept`, { token });
const companyPage = (agencyCode: string, token?: string) =>
  call(h.app, 'GET', `/api/v1/company/${agencyCode}`, token ? { token } : {});
const agencySearch = (name: string, token?: string) =>
  call(h.app, 'GET', `/api/v1/talent?tab=Agency&jobName=${encodeURIComponent(name)}`, token ? { token } : {});

async function setVisibility(person: Person, profileVisibility: 'public' | 'members' | 'hidden') {
  await h.database.db.update(users).set({ profileVisibility }).where(eq(users.code, person.code));
}

async function buildAgency(name: string) {
  const owner = await buildVerifiedUser(h, 'agency', `${name} Owner`);
  await call(h.app, 'POST', '/api/v1/company/update', { token: owner.token, body: { name } });
  return { owner, code: owner.companyCode as string };
}

/** What the agency's owner was told about their bench, newest last. */
async function benchNews(owner: Person): Promise<string[]> {
  const [row] = await h.database.db.select().from(users).where(eq(users.code, owner.code));
  const told = await h.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, row?.id ?? ''), eq(notifications.kind, 'bench.answered')))
    .orderBy(notifications.createdAt);
  return told.map((notice) => notice.title);
}

async function onBench(agency: { owner: Person; code: string }, freelancer: Person) {
  expect((await invite(agency.owner.token, freelancer.code)).statusCode).toBe(200);
  expect((await accept(freelancer.token, agency.code)).statusCode).toBe(200);
}

describe('the agency bench', () => {
  it('invites (once, idempotently), tells the freelancer, who accepts; then the agency removes them', async () => {
    const agency = await buildAgency(`Bench Works ${Date.now()}`);
    const fay = await buildVerifiedUser(h, 'freelancer', 'Fay Bench');

    const first = await invite(agency.owner.token, fay.code);
    expect(first.statusCode, first.raw).toBe(200);
    expect(first.body.result).toMatchObject({ code: fay.code, fullname: 'Fay Bench', status: 'invited' });
    const again = await invite(agency.owner.token, fay.code);
    expect(again.statusCode, again.raw).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, fay.email), eq(mailOutbox.template, 'agency-bench-invite')));
    expect(mails).toHaveLength(1);
    const [fayRow] = await h.database.db.select().from(users).where(eq(users.code, fay.code));
    const told = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fayRow?.id ?? ''));
    expect(told.map((row) => row.kind)).toContain('bench.invited');

    const pending = await call(h.app, 'GET', '/api/v1/user/bench-invitations', { token: fay.token });
    expect(pending.body.result.invitations).toMatchObject([{ code: agency.code, status: 'invited' }]);
    expect(pending.body.result.agencies).toEqual([]);

    const accepted = await accept(fay.token, agency.code);
    expect(accepted.statusCode, accepted.raw).toBe(200);
    expect(accepted.body.result).toMatchObject({ code: agency.code, status: 'active' });
    expect((await accept(fay.token, agency.code)).statusCode).toBe(200);
    // The agency is told once, not again for the repeated click.
    expect(await benchNews(agency.owner)).toEqual(['Fay Bench joined your bench']);
    const after = await call(h.app, 'GET', '/api/v1/user/bench-invitations', { token: fay.token });
    expect(after.body.result.invitations).toEqual([]);
    expect(after.body.result.agencies).toMatchObject([{ code: agency.code, status: 'active' }]);

    const bench = await call(h.app, 'GET', '/api/v1/company/bench', { token: agency.owner.token });
    expect(bench.body.result).toMatchObject({ limit: 50, mayManage: true });
    expect(bench.body.result.items).toMatchObject([{ code: fay.code, status: 'active' }]);

    const removed = await call(h.app, 'DELETE', `/api/v1/company/bench/${fay.code}`, {
      token: agency.owner.token,
    });
    expect(removed.statusCode, removed.raw).toBe(200);
    expect(removed.body.result).toEqual({ code: fay.code, removed: true });
    const gone = await call(h.app, 'DELETE', `/api/v1/company/bench/${fay.code}`, {
      token: agency.owner.token,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('lets the freelancer decline an invitation and leave a bench', async () => {
    const agency = await buildAgency(`Decline Works ${Date.now()}`);
    const dan = await buildVerifiedUser(h, 'freelancer', 'Dan Decliner');
    await invite(agency.owner.token, dan.code);
    const declined = await call(h.app, 'POST', `/api/v1/user/bench-invitations/${agency.code}/decline`, {
      token: dan.token,
    });
    expect(declined.statusCode, declined.raw).toBe(200);
    const twice = await call(h.app, 'POST', `/api/v1/user/bench-invitations/${agency.code}/decline`, {
      token: dan.token,
    });
    expect(twice.statusCode).toBe(404);
    expect(await benchNews(agency.owner)).toEqual(['Dan Decliner declined your bench invitation']);
    expect(twice.body.message).toBe('BENCH_INVITATION_NOT_FOUND');
    expect((await accept(dan.token, agency.code)).statusCode).toBe(404);

    await onBench(agency, dan);
    const left = await call(h.app, 'DELETE', `/api/v1/user/bench/${agency.code}`, { token: dan.token });
    expect(left.statusCode, left.raw).toBe(200);
    expect((await benchNews(agency.owner)).at(-1)).toBe('Dan Decliner left your bench');
    const bench = await call(h.app, 'GET', '/api/v1/company/bench', { token: agency.owner.token });
    expect(bench.body.result.items).toEqual([]);
    expect(
      (await call(h.app, 'DELETE', `/api/v1/user/bench/${agency.code}`, { token: dan.token })).statusCode,
    ).toBe(404);
  });

  it('shows active people on the company page and agency cards only to those who may see them', async () => {
    const name = `Visible Crew ${Date.now()}`;
    const agency = await buildAgency(name);
    const open = await buildVerifiedUser(h, 'freelancer', 'Olga Public');
    const quiet = await buildVerifiedUser(h, 'freelancer', 'Quinn Members');
    const waiting = await buildVerifiedUser(h, 'freelancer', 'Will Waiting');
    await setVisibility(open, 'public');
    await onBench(agency, open);
    await onBench(agency, quiet); // 'members', the default: signed-in employers and agencies only
    await invite(agency.owner.token, waiting.code); // never accepted: never shown
    const employer = await buildVerifiedUser(h, 'employer', 'Emma Employer');

    const guestPage = await companyPage(agency.code);
    expect(guestPage.statusCode, guestPage.raw).toBe(200);
    expect(guestPage.body.result.benchCount).toBe(1);
    expect(guestPage.body.result.bench.map((card: { code: string }) => card.code)).toEqual([open.code]);
    const employerPage = await companyPage(agency.code, employer.token);
    expect(employerPage.body.result.benchCount).toBe(2);
    expect(employerPage.body.result.bench.map((card: { code: string }) => card.code)).toEqual([
      open.code,
      quiet.code,
    ]);

    const guestCards = await agencySearch(name);
    expect(guestCards.statusCode, guestCards.raw).toBe(200);
    const guestCard = guestCards.body.result.items.find(
      (card: { code: string }) => card.code === agency.code,
    );
    expect(guestCard).toMatchObject({ benchCount: 1, ownerCode: agency.owner.code });
    expect(guestCard.benchPreview.map((p: { code: string }) => p.code)).toEqual([open.code]);
    const employerCards = await agencySearch(name, employer.token);
    const employerCard = employerCards.body.result.items.find(
      (card: { code: string }) => card.code === agency.code,
    );
    expect(employerCard.benchCount).toBe(2);
    expect(employerCard.benchPreview.map((p: { code: string }) => p.code)).toEqual([open.code, quiet.code]);

    // Hidden later: gone for everyone but the agency's own list.
    await setVisibility(quiet, 'hidden');
    expect((await companyPage(agency.code, employer.token)).body.result.benchCount).toBe(1);
    const own = await call(h.app, 'GET', '/api/v1/company/bench', { token: agency.owner.token });
    expect(own.body.result.items).toHaveLength(3);
  });

  it('answers a freelancer the agency may not see like an unknown code', async () => {
    const agency = await buildAgency(`Hidden Seekers ${Date.now()}`);
    const hidden = await buildVerifiedUser(h, 'freelancer', 'Hana Hidden');
    await setVisibility(hidden, 'hidden');
    const res = await invite(agency.owner.token, hidden.code);
    expect(res.statusCode).toBe(404);
    expect(res.body.error.en).toBe('There is no freelancer with this code.');
    const unknown = await invite(agency.owner.token, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error.en).toBe(res.body.error.en);
    const employer = await buildVerifiedUser(h, 'employer', 'Not A Freelancer');
    expect((await invite(agency.owner.token, employer.code)).statusCode).toBe(404);
  });

  it('lets only the agency’s owner and admins manage the bench, and only freelancers answer', async () => {
    const agency = await buildAgency(`Rights Agency ${Date.now()}`);
    const admin = await joinByInvitation(h, agency.owner.token, 'Ada Admin', 'admin');
    const member = await joinByInvitation(h, agency.owner.token, 'Max Member');
    const fay = await buildVerifiedUser(h, 'freelancer', 'Fay Rights');
    const other = await buildVerifiedUser(h, 'freelancer', 'Otto Other');
    const employer = await buildVerifiedUser(h, 'employer', 'Eve Employer');

    const byMember = await invite(member.token, fay.code);
    expect(byMember.statusCode).toBe(403);
    expect((await invite(admin.token, fay.code)).statusCode).toBe(200);
    expect(
      (await call(h.app, 'DELETE', `/api/v1/company/bench/${fay.code}`, { token: member.token })).statusCode,
    ).toBe(403);
    const memberView = await call(h.app, 'GET', '/api/v1/company/bench', { token: member.token });
    expect(memberView.statusCode).toBe(200);
    expect(memberView.body.result.mayManage).toBe(false);

    expect((await invite(other.token, fay.code)).statusCode).toBe(403);
    expect((await invite(employer.token, fay.code)).statusCode).toBe(403);
    expect((await call(h.app, 'GET', '/api/v1/company/bench', { token: other.token })).statusCode).toBe(403);
    // Nobody answers for the freelancer: the agency's calls on the freelancer's side are refused.
    expect((await accept(agency.owner.token, agency.code)).statusCode).toBe(403);
    expect(
      (await call(h.app, 'GET', '/api/v1/user/bench-invitations', { token: agency.owner.token })).statusCode,
    ).toBe(403);
    // Another freelancer has no invitation of fay's to answer.
    expect((await accept(other.token, agency.code)).statusCode).toBe(404);
  });

  it('holds at most 50 people', async () => {
    const agency = await buildAgency(`Full Bench ${Date.now()}`);
    const [company] = await h.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.code, agency.owner.code));
    const fillers = await h.database.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          code: generatePublicCode(),
          fullname: `Filler ${i}`,
          email: uniqueEmail('filler'),
          userRole: 'freelancer' as const,
          isOnboard: true,
        })),
      )
      .returning({ id: users.id });
    await h.database.db
      .insert(agencyBench)
      .values(fillers.map((filler) => ({ companyId: company?.companyId ?? '', userId: filler.id })));
    const fay = await buildVerifiedUser(h, 'freelancer', 'Fay Late');
    const res = await invite(agency.owner.token, fay.code);
    expect(res.statusCode, res.raw).toBe(409);
    expect(res.body.message).toBe('BENCH_FULL');
  });

  it('lets an employer invite an agency (its account’s code) to a project, which the agency answers', async () => {
    const agency = await buildAgency(`Invited Agency ${Date.now()}`);
    const employer = await buildVerifiedUser(h, 'employer', 'Ivy Inviter');
    const project = await postOpportunity(h, employer.token, {
      type: 'Project',
      payType: 'Fixed',
      payMin: 1000,
      payMax: 3000,
    });
    const job = await postOpportunity(h, employer.token);
    const toJob = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/requests`, {
      token: employer.token,
      body: { freelancerCode: agency.owner.code, message: '' },
    });
    expect(toJob.statusCode).toBe(404);
    const invited = await call(h.app, 'POST', `/api/v1/opportunities/${project._id}/requests`, {
      token: employer.token,
      body: { freelancerCode: agency.owner.code, message: 'Your bench looks right for this.' },
    });
    expect(invited.statusCode, invited.raw).toBe(200);
    const mine = await call(h.app, 'GET', '/api/v1/user/requests?type=Project', {
      token: agency.owner.token,
    });
    expect(mine.statusCode, mine.raw).toBe(200);
    expect(mine.body.result.items).toHaveLength(1);
    const answered = await call(h.app, 'POST', `/api/v1/requests/${mine.body.result.items[0]._id}/respond`, {
      token: agency.owner.token,
      body: { accept: true },
    });
    expect(answered.statusCode, answered.raw).toBe(200);
    expect(answered.body.result.status).toBe('accepted');
    // An agency never invites itself to its own project.
    const own = await postOpportunity(h, agency.owner.token, {
      type: 'Project',
      payType: 'Fixed',
      payMin: 1000,
      payMax: 3000,
    });
    const self = await call(h.app, 'POST', `/api/v1/opportunities/${own._id}/requests`, {
      token: agency.owner.token,
      body: { freelancerCode: agency.owner.code, message: '' },
    });
    expect(self.statusCode).toBe(404);
  });

  it('goes with the freelancer’s account: hidden while the deletion is pending, erased with it', async () => {
    const agency = await buildAgency(`Erasing Agency ${Date.now()}`);
    const leaving = await buildVerifiedUser(h, 'freelancer', 'Lena Leaving');
    await setVisibility(leaving, 'public');
    await onBench(agency, leaving);
    expect((await companyPage(agency.code)).body.result.benchCount).toBe(1);
    const { deletion, makeDue, erase } = deletionHelpers(h);
    expect((await deletion('POST', leaving.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await companyPage(agency.code)).body.result.benchCount).toBe(0);
    const [row] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.code, leaving.code));
    await makeDue(row?.id ?? '');
    await erase();
    const left = await h.database.db
      .select()
      .from(agencyBench)
      .where(eq(agencyBench.userId, row?.id ?? ''));
    expect(left).toEqual([]);
  });
});
