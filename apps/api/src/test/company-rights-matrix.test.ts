import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema.js';
import { buildTeam } from './company-team-builders.js';
import { call, type TestHarness, uniqueEmail } from './harness.js';
import { buildVerifiedUser, JOB_INPUT, postOpportunity } from './opportunity-builders.js';

/**
 * Decision 052: every company call made by the owner, an admin and a member, against the rights
 * table written here by hand (not read from policies/company.ts). A refused call changes nothing.
 */
type Role = 'owner' | 'admin' | 'member';
type Team = Awaited<ReturnType<typeof buildTeam>>;
type Row = {
  call: string;
  expected: Record<Role, number>;
  run: (team: Team, role: Role) => Promise<{ statusCode: number; raw: string }>;
};

let h: TestHarness;
let team: Team;
let jobId: string;
const applicationIds: Partial<Record<Role, string>> = {};
const inviteIds: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  const { startTestApp } = await import('./harness.js');
  h = await startTestApp();
  team = await buildTeam(h);
  jobId = (await postOpportunity(h, team.owner.token))._id;
  for (const role of ['owner', 'admin', 'member'] as const) {
    const candidate = await buildVerifiedUser(h, 'freelancer');
    const applied = await call(h.app, 'POST', `/api/v1/opportunities/${jobId}/apply`, {
      token: candidate.token,
      body: { coverLetter: 'I would like to build this with you.', proposedRate: 6000 },
    });
    if (applied.statusCode !== 200) throw new Error(`apply failed: ${applied.raw}`);
    applicationIds[role] = applied.body.result._id;
    const invite = await call(h.app, 'POST', '/api/v1/company/invite', {
      token: team.owner.token,
      body: { email: uniqueEmail(`pending-${role}`) },
    });
    inviteIds[role] = invite.body.result._id;
  }
}, 120_000);
afterAll(() => h.close());

const tokenOf = (t: Team, role: Role) => t[role].token;
const all = (status: number) => ({ owner: status, admin: status, member: status });

const MATRIX: Row[] = [
  {
    call: 'POST /v1/company/update',
    expected: { owner: 200, admin: 200, member: 403 },
    run: (t, role) =>
      call(h.app, 'POST', '/api/v1/company/update', {
        token: tokenOf(t, role),
        body: { aboutBusiness: `About us, written by the ${role}.` },
      }),
  },
  {
    call: 'PUT /v1/user/profile (company part)',
    expected: { owner: 200, admin: 200, member: 403 },
    run: (t, role) =>
      call(h.app, 'PUT', '/api/v1/user/profile', {
        token: tokenOf(t, role),
        body: { phone: '91234567', company: { aboutBusiness: `Profile form, written by the ${role}.` } },
      }),
  },
  {
    call: 'POST /v1/company/invite',
    expected: { owner: 200, admin: 200, member: 403 },
    run: (t, role) =>
      call(h.app, 'POST', '/api/v1/company/invite', {
        token: tokenOf(t, role),
        body: { email: uniqueEmail(`by-${role}`) },
      }),
  },
  {
    call: 'GET /v1/company/invites',
    expected: { owner: 200, admin: 200, member: 403 },
    run: (t, role) => call(h.app, 'GET', '/api/v1/company/invites', { token: tokenOf(t, role) }),
  },
  {
    call: 'DELETE /v1/company/invites/:id',
    expected: { owner: 200, admin: 200, member: 403 },
    run: (t, role) =>
      call(h.app, 'DELETE', `/api/v1/company/invites/${inviteIds[role]}`, { token: tokenOf(t, role) }),
  },
  {
    call: 'GET /v1/company/members',
    expected: all(200),
    run: (t, role) => call(h.app, 'GET', '/api/v1/company/members', { token: tokenOf(t, role) }),
  },
  {
    call: 'PUT /v1/company/members/:code/role',
    expected: { owner: 200, admin: 403, member: 403 },
    run: (t, role) =>
      call(h.app, 'PUT', `/api/v1/company/members/${t.member.code}/role`, {
        token: tokenOf(t, role),
        body: { companyRole: 'member' },
      }),
  },
  {
    // Decision 112: only the owner hands the company over, and never to themselves. Handing it to
    // another member is proved in modules/companies/ownership.test.ts (it would change the team here).
    call: 'POST /v1/company/members/:code/make-owner (the owner’s code)',
    expected: all(403),
    run: (t, role) =>
      call(h.app, 'POST', `/api/v1/company/members/${t.owner.code}/make-owner`, { token: tokenOf(t, role) }),
  },
  {
    // Issue 35: nobody removes the owner (nor themselves). Removing admins and members is proved in
    // modules/companies/member-removal.test.ts (it would change the team here).
    call: 'DELETE /v1/company/members/:code (the owner’s code)',
    expected: all(403),
    run: (t, role) =>
      call(h.app, 'DELETE', `/api/v1/company/members/${t.owner.code}`, { token: tokenOf(t, role) }),
  },
  {
    call: 'POST /v1/opportunities',
    expected: all(200),
    run: (t, role) =>
      call(h.app, 'POST', '/api/v1/opportunities', {
        token: tokenOf(t, role),
        body: { ...JOB_INPUT, title: `Posted by the ${role}` },
      }),
  },
  {
    call: 'PUT /v1/opportunities/:id',
    expected: all(200),
    run: (t, role) =>
      call(h.app, 'PUT', `/api/v1/opportunities/${jobId}`, {
        token: tokenOf(t, role),
        body: { title: `Senior TypeScript developer (edited by the ${role})` },
      }),
  },
  {
    call: 'POST /v1/applications/:id/status',
    expected: all(200),
    run: (t, role) =>
      call(h.app, 'POST', `/api/v1/applications/${applicationIds[role]}/status`, {
        token: tokenOf(t, role),
        body: { status: 'shortlisted' },
      }),
  },
];

/**
 * An agency's bench (decision 131), with an agency team: the owner and admins change it, every
 * member reads it. Each role works on a freelancer of its own, so the rows do not meet.
 */
let agencyTeam: Team;
const benchPeople: Partial<Record<Role, string>> = {};
const removable: Partial<Record<Role, string>> = {};
const BENCH_MATRIX: Row[] = [
  {
    call: 'POST /v1/company/bench',
    expected: { owner: 200, admin: 200, member: 403 },
    run: (t, role) =>
      call(h.app, 'POST', '/api/v1/company/bench', {
        token: tokenOf(t, role),
        body: { talentCode: benchPeople[role] },
      }),
  },
  {
    call: 'GET /v1/company/bench',
    expected: all(200),
    run: (t, role) => call(h.app, 'GET', '/api/v1/company/bench', { token: tokenOf(t, role) }),
  },
  {
    call: 'DELETE /v1/company/bench/:code',
    expected: { owner: 200, admin: 200, member: 403 },
    run: (t, role) =>
      call(h.app, 'DELETE', `/api/v1/company/bench/${removable[role]}`, { token: tokenOf(t, role) }),
  },
];

describe('company rights: an agency’s bench (decision 131)', () => {
  beforeAll(async () => {
    agencyTeam = await buildTeam(h, 'agency');
    for (const role of ['owner', 'admin', 'member'] as const) {
      benchPeople[role] = (await buildVerifiedUser(h, 'freelancer', `Bench ${role}`)).code;
      const onBench = await buildVerifiedUser(h, 'freelancer', `Leaving ${role}`);
      const invited = await call(h.app, 'POST', '/api/v1/company/bench', {
        token: agencyTeam.owner.token,
        body: { talentCode: onBench.code },
      });
      if (invited.statusCode !== 200) throw new Error(`bench invite failed: ${invited.raw}`);
      removable[role] = onBench.code;
    }
  }, 120_000);

  for (const row of BENCH_MATRIX) {
    for (const role of ['owner', 'admin', 'member'] as const) {
      it(`${row.call} as the ${role} → ${row.expected[role]}`, async () => {
        const res = await row.run(agencyTeam, role);
        expect(res.statusCode, res.raw).toBe(row.expected[role]);
        if (res.statusCode === 403) expect(JSON.parse(res.raw).error.en).toMatch(/owner/);
      });
    }
  }
});

async function companyRow() {
  const [owner] = await h.database.db.select().from(users).where(eq(users.email, team.owner.email));
  const [row] = await h.database.db
    .select()
    .from(companies)
    .where(eq(companies.id, owner?.companyId ?? ''));
  return row;
}

describe('company rights: owner, admin and member × every company call', () => {
  for (const row of MATRIX) {
    for (const role of ['owner', 'admin', 'member'] as const) {
      it(`${row.call} as the ${role} → ${row.expected[role]}`, async () => {
        const before = await companyRow();
        const res = await row.run(team, role);
        expect(res.statusCode, res.raw).toBe(row.expected[role]);
        if (res.statusCode === 403) {
          expect(JSON.parse(res.raw).error.en).toMatch(/owner/);
          expect(await companyRow()).toEqual(before);
        }
      });
    }
  }

  it('tells each member what they may do, and the owner can take the admin right back', async () => {
    const asMember = await call(h.app, 'GET', '/api/v1/company/members', { token: team.member.token });
    expect(asMember.body.result.viewer).toEqual({
      companyRole: 'member',
      may: {
        editCompanyPage: false,
        manageInvites: false,
        manageMemberRoles: false,
        transferOwnership: false,
        manageOpportunities: true,
        moveApplicants: true,
        removeMembers: false,
        manageBench: false,
      },
    });
    expect(asMember.body.result.items.map((m: { companyRole: string }) => m.companyRole)).toEqual([
      'owner',
      'admin',
      'member',
    ]);
    const back = await call(h.app, 'PUT', `/api/v1/company/members/${team.admin.code}/role`, {
      token: team.owner.token,
      body: { companyRole: 'member' },
    });
    expect(back.statusCode).toBe(200);
    const refused = await call(h.app, 'POST', '/api/v1/company/update', {
      token: team.admin.token,
      body: { aboutBusiness: 'No longer allowed.' },
    });
    expect(refused.statusCode).toBe(403);
    const ownerCode = (await call(h.app, 'GET', '/api/v1/user/profile', { token: team.owner.token })).body
      .result.code;
    const selfDemotion = await call(h.app, 'PUT', `/api/v1/company/members/${ownerCode}/role`, {
      token: team.owner.token,
      body: { companyRole: 'member' },
    });
    expect(selfDemotion.statusCode).toBe(403);
    const outsider = await buildVerifiedUser(h, 'employer');
    const foreign = await call(h.app, 'PUT', `/api/v1/company/members/${outsider.code}/role`, {
      token: team.owner.token,
      body: { companyRole: 'admin' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
