import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, notifications, users } from '../../db/schema.js';
import { buildTeam, joinByInvitation } from '../../test/company-team-builders.js';
import { call, startTestApp, TEST_PASSWORD, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

/** Decision 112: the owner hands the company over; the former owner becomes an admin. */
let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
}, 60_000);
afterAll(() => h.close());

const makeOwner = (token: string, code: string) =>
  call(h.app, 'POST', `/api/v1/company/members/${code}/make-owner`, { token });
const members = async (token: string) =>
  (await call(h.app, 'GET', '/api/v1/company/members', { token })).body.result;
const roleOfEmail = async (email: string) =>
  (await h.database.db.select().from(users).where(eq(users.email, email)))[0]?.companyRole;
const ownerOf = async (email: string) => {
  const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
  const [company] = await h.database.db
    .select()
    .from(companies)
    .where(eq(companies.id, user?.companyId ?? ''));
  return company?.ownerUserId === user?.id ? 'yes' : 'no';
};

describe('POST /api/v1/company/members/:code/make-owner', () => {
  it('swaps the roles: the member owns the company, the former owner is an admin, both are told', async () => {
    const team = await buildTeam(h);
    const res = await makeOwner(team.owner.token, team.member.code);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.result).toEqual({
      code: team.member.code,
      companyRole: 'owner',
      yourCompanyRole: 'admin',
    });
    expect(await ownerOf(team.member.email)).toBe('yes');
    expect(await roleOfEmail(team.member.email)).toBe('owner');
    expect(await roleOfEmail(team.owner.email)).toBe('admin');
    // What each of them sees and may do now.
    const asFormer = await members(team.owner.token);
    expect(asFormer.viewer.companyRole).toBe('admin');
    expect(asFormer.viewer.may).toMatchObject({ transferOwnership: false, manageMemberRoles: false });
    expect(asFormer.items[0]).toMatchObject({ code: team.member.code, companyRole: 'owner' });
    const asNew = await members(team.member.token);
    expect(asNew.viewer).toMatchObject({
      companyRole: 'owner',
      may: { transferOwnership: true, manageMemberRoles: true, editCompanyPage: true },
    });
    // The new owner manages the company; the former owner cannot hand it back themselves.
    const demoted = await call(h.app, 'PUT', `/api/v1/company/members/${team.admin.code}/role`, {
      token: team.member.token,
      body: { companyRole: 'member' },
    });
    expect(demoted.statusCode).toBe(200);
    const page = await call(h.app, 'POST', '/api/v1/company/update', {
      token: team.member.token,
      body: { aboutBusiness: 'Run by its new owner.' },
    });
    expect(page.statusCode, page.raw).toBe(200);
    const back = await makeOwner(team.owner.token, team.owner.code);
    expect(back.statusCode).toBe(403);
    // Both are told by mail (transactional) and by notification.
    for (const [email, template] of [
      [team.member.email, 'company-ownership-received'],
      [team.owner.email, 'company-ownership-handed-over'],
    ] as const) {
      const mails = await h.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toMatch(/\/employer\/settings#settings-team/);
      const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
      const notes = await h.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user?.id ?? ''));
      expect(notes.map((note) => note.kind)).toContain(
        template === 'company-ownership-received'
          ? 'company.ownership-received'
          : 'company.ownership-handed-over',
      );
    }
  });

  it('lets the former owner ask for account deletion once they no longer own the company', async () => {
    const owner = await buildVerifiedUser(h, 'employer', 'Leaving Owner');
    const teammate = await joinByInvitation(h, owner.token, 'Staying Teammate');
    const refused = await call(h.app, 'POST', '/api/v1/user/deletion', {
      token: owner.token,
      body: { password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('DELETION_COMPANY_OWNER');
    expect((await makeOwner(owner.token, teammate.code)).statusCode).toBe(200);
    const status = await call(h.app, 'GET', '/api/v1/user/deletion', { token: owner.token });
    expect(status.body.result.blockedBy).toBeNull();
    const asked = await call(h.app, 'POST', '/api/v1/user/deletion', {
      token: owner.token,
      body: { password: TEST_PASSWORD },
    });
    expect(asked.statusCode, asked.raw).toBe(200);
    // The new owner now carries the block: the company has a member and a listing.
    await postOpportunity(h, teammate.token);
    const newOwnerStatus = await call(h.app, 'GET', '/api/v1/user/deletion', { token: teammate.token });
    expect(newOwnerStatus.body.result.blockedBy).toBe('company-owner');
    // Nobody hands a company to someone whose account is about to be erased.
    const handBack = await makeOwner(teammate.token, owner.code);
    expect(handBack.statusCode).toBe(409);
    expect(handBack.body.message).toBe('NEW_OWNER_UNAVAILABLE');
    expect(await ownerOf(teammate.email)).toBe('yes');
  });

  it('refuses admins and members (403), changing nothing', async () => {
    const team = await buildTeam(h);
    for (const [token, code] of [
      [team.admin.token, team.member.code],
      [team.member.token, team.admin.code],
      [team.admin.token, team.admin.code],
    ] as const) {
      const res = await makeOwner(token, code);
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe('FORBIDDEN');
      expect(res.body.error.en).toMatch(/owner/);
    }
    expect(await ownerOf(team.owner.email)).toBe('yes');
    expect(await roleOfEmail(team.admin.email)).toBe('admin');
    expect(await roleOfEmail(team.member.email)).toBe('member');
  });

  it('answers 404 for someone outside the company, 403 for the owner themselves, 403 for freelancers', async () => {
    const team = await buildTeam(h);
    const other = await buildTeam(h);
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    for (const code of [other.member.code, other.owner.code, freelancer.code, 'NOSUCHCODE1']) {
      const res = await makeOwner(team.owner.token, code);
      expect(res.statusCode).toBe(404);
    }
    const self = await makeOwner(team.owner.token, team.owner.code);
    expect(self.statusCode).toBe(403);
    expect(self.body.error.en).toMatch(/already the owner/);
    expect((await makeOwner(freelancer.token, team.member.code)).statusCode).toBe(403);
    expect(await ownerOf(team.owner.email)).toBe('yes');
    expect(await ownerOf(other.owner.email)).toBe('yes');
  });
});
