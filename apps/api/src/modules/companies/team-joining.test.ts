import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, companies, mailOutbox, notifications, users } from '../../db/schema.js';
import { buildTeam } from '../../test/company-team-builders.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

/** Issue 35 (decision 132): an invitation to an address that already has an account is answered in the app. */
let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
}, 60_000);
afterAll(() => h.close());

type Invitation = { _id: string; companyName: string; mayAccept: boolean; whyNot: string | null };

async function invite(inviterToken: string, email: string, companyRole: 'member' | 'admin' = 'member') {
  const res = await call(h.app, 'POST', '/api/v1/company/invite', {
    token: inviterToken,
    body: { email, companyRole },
  });
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.result as { _id: string; email: string };
}

async function received(token: string): Promise<Invitation[]> {
  const res = await call(h.app, 'GET', '/api/v1/user/team-invitations', { token });
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.result.items;
}

const accept = (token: string, id: string) =>
  call(h.app, 'POST', `/api/v1/user/team-invitations/${id}/accept`, { token });
const decline = (token: string, id: string) =>
  call(h.app, 'POST', `/api/v1/user/team-invitations/${id}/decline`, { token });
const memberCodes = async (token: string) =>
  (await call(h.app, 'GET', '/api/v1/company/members', { token })).body.result.items.map(
    (item: { code: string }) => item.code,
  );

async function userRow(email: string) {
  const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe('an invitation to an existing account', () => {
  it('is mailed and notified with a link to answer it, and accepting moves the account into the team', async () => {
    const team = await buildTeam(h);
    const person = await buildVerifiedUser(h, 'employer', 'Eve Existing');
    const before = await userRow(person.email);
    const sent = await invite(team.owner.token, person.email, 'admin');
    // The inviter sees an ordinary pending invitation (decision 116: nothing says the address had an account).
    const pending = await call(h.app, 'GET', '/api/v1/company/invites', { token: team.owner.token });
    expect(pending.body.result.items.map((item: { _id: string }) => item._id)).toContain(sent._id);

    const [mail] = await h.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, person.email), eq(mailOutbox.template, 'team-invite-existing-account')),
      );
    expect(mail?.textBody).toContain('/employer/settings');
    const [notice] = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, before.id), eq(notifications.kind, 'company.team-invitation')));
    expect(notice?.link).toBe('/employer/settings#team-invitations');

    const [listed] = await received(person.token);
    expect(listed).toMatchObject({
      _id: sent._id,
      role: 'employer',
      companyRole: 'admin',
      mayAccept: true,
      whyNot: null,
    });

    const res = await accept(person.token, sent._id);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.result).toMatchObject({ userRole: 'employer', companyRole: 'admin', isOnboard: true });
    expect(await memberCodes(team.owner.token)).toContain(person.code);
    const after = await userRow(person.email);
    expect(after.companyId).not.toBe(before.companyId);
    expect(after.companyRole).toBe('admin');
    // The company of their own, with nobody and nothing in it, is closed; the invitation is spent.
    expect(
      await h.database.db
        .select()
        .from(companies)
        .where(eq(companies.id, before.companyId ?? '')),
    ).toEqual([]);
    expect(await received(person.token)).toEqual([]);
    const [used] = await h.database.db.select().from(accountTokens).where(eq(accountTokens.id, sent._id));
    expect(used?.usedAt).not.toBeNull();
    // The new admin manages invitations at once; the owner is told.
    expect((await call(h.app, 'GET', '/api/v1/company/invites', { token: person.token })).statusCode).toBe(
      200,
    );
    const owner = await userRow(team.owner.email);
    const joinedNotices = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'company.member-joined')));
    expect(joinedNotices[0]?.title).toBe('Eve Existing joined your team');
    // Accepting again: the invitation is no longer waiting.
    expect((await accept(person.token, sent._id)).statusCode).toBe(404);
  });

  it('gives an account without a role the team’s role, and a member of another team moves over', async () => {
    const agency = await buildVerifiedUser(h, 'agency', 'Agnes Agency');
    const newcomer = await buildUser(h.app, { fullname: 'Nora Newcomer' });
    const sent = await invite(agency.token, newcomer.email);
    const res = await accept(newcomer.token, sent._id);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.result).toMatchObject({ userRole: 'agency', companyRole: 'member', isOnboard: true });
    const me = await call(h.app, 'GET', '/api/v1/user/profile', { token: newcomer.token });
    expect(me.body.result.userRole).toBe('agency');

    const other = await buildTeam(h);
    const memberBefore = await userRow(other.member.email);
    const moved = await invite(agency.token, other.member.email);
    expect((await accept(other.member.token, moved._id)).statusCode).toBe(200);
    expect(await memberCodes(agency.token)).toContain(other.member.code);
    expect(await memberCodes(other.owner.token)).not.toContain(other.member.code);
    // Their former team's company stays: it has its owner.
    expect(
      await h.database.db
        .select()
        .from(companies)
        .where(eq(companies.id, memberBefore.companyId ?? '')),
    ).toHaveLength(1);
  });

  it('says why before anyone clicks, and refuses in the same words: freelancers, owners with a team or with work', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Ian Inviter');
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Fran Freelancer');
    const toFreelancer = await invite(employer.token, freelancer.email);
    const [listed] = await received(freelancer.token);
    expect(listed?.mayAccept).toBe(false);
    expect(listed?.whyNot).toContain('freelancer account');
    const refused = await accept(freelancer.token, toFreelancer._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('CANNOT_JOIN_TEAM');
    expect(refused.body.error.en).toBe(listed?.whyNot);

    const otherTeam = await buildTeam(h);
    const toOwner = await invite(employer.token, otherTeam.owner.email);
    const ownerRefused = await accept(otherTeam.owner.token, toOwner._id);
    expect(ownerRefused.statusCode).toBe(409);
    expect(ownerRefused.body.error.en).toContain('hand it over to a teammate');

    const busy = await buildVerifiedUser(h, 'employer', 'Bea Busy');
    await postOpportunity(h, busy.token, { title: 'Warehouse planner' });
    const toBusy = await invite(employer.token, busy.email);
    const busyRefused = await accept(busy.token, toBusy._id);
    expect(busyRefused.statusCode).toBe(409);
    expect(busyRefused.body.error.en).toContain(
      'listings, applications, offers, engagements or talent lists',
    );
    // Nothing moved.
    expect(await memberCodes(employer.token)).toEqual([employer.code]);
  });

  it('is declined once and harmlessly again, and nobody else can answer it', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Dan Decliner');
    const person = await buildVerifiedUser(h, 'employer', 'Pat Person');
    const stranger = await buildVerifiedUser(h, 'employer', 'Sam Stranger');
    const sent = await invite(employer.token, person.email);
    expect((await accept(stranger.token, sent._id)).statusCode).toBe(404);
    expect((await decline(stranger.token, sent._id)).statusCode).toBe(404);
    const first = await decline(person.token, sent._id);
    expect(first.statusCode, first.raw).toBe(200);
    expect(first.body.result).toEqual({ declined: true });
    expect((await decline(person.token, sent._id)).statusCode).toBe(200);
    expect(await received(person.token)).toEqual([]);
    const pending = await call(h.app, 'GET', '/api/v1/company/invites', { token: employer.token });
    expect(pending.body.result.items).toEqual([]);
    expect((await accept(person.token, sent._id)).statusCode).toBe(404);
    // A withdrawn invitation is not waiting either.
    const again = await invite(employer.token, person.email);
    await call(h.app, 'DELETE', `/api/v1/company/invites/${again._id}`, { token: employer.token });
    expect((await accept(person.token, again._id)).statusCode).toBe(404);
  });
});
