import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, mailOutbox, notifications, users } from '../../db/schema.js';
import { connectClient } from '../../test/chat-builders.js';
import { buildTeam, joinByInvitation } from '../../test/company-team-builders.js';
import { call, listenLocally, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

/** Issue 35: the owner and admins remove people from the team; their access ends at once. */
let h: TestHarness;
let url: string;
beforeAll(async () => {
  h = await startTestApp();
  url = await listenLocally(h.app);
}, 60_000);
afterAll(() => h.close());

const remove = (token: string, code: string) =>
  call(h.app, 'DELETE', `/api/v1/company/members/${code}`, { token });
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('DELETE /api/v1/company/members/:code', () => {
  it('ends a member’s access at once: company calls, team conversations and open sockets', async () => {
    const team = await buildTeam(h);
    const job = await postOpportunity(h, team.owner.token, { title: 'Route planner' });
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Fay Applicant');
    const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
      token: freelancer.token,
      body: { coverLetter: 'I have built three route planners like this.', proposedRate: 5000 },
    });
    // The member messages the applicant: they are in the hiring conversation.
    const opened = await call(h.app, 'POST', `/api/v1/applications/${applied.body.result._id}/conversation`, {
      token: team.member.token,
    });
    expect(opened.statusCode, opened.raw).toBe(200);
    const [member] = await h.database.db.select().from(users).where(eq(users.email, team.member.email));
    const inConversation = () =>
      h.database.db
        .select()
        .from(conversationMembers)
        .where(and(eq(conversationMembers.userId, member?.id ?? '')));
    expect(await inConversation()).toHaveLength(1);
    expect(
      (
        await call(h.app, 'GET', `/api/v1/opportunities/${job._id}/applications`, {
          token: team.member.token,
        })
      ).statusCode,
    ).toBe(200);
    const socket = await connectClient(url, { token: team.member.token });
    const closed = disconnected(socket);

    const res = await remove(team.owner.token, team.member.code);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.result).toEqual({ code: team.member.code, removed: true });

    // The very next requests see nothing of the company.
    expect(
      (
        await call(h.app, 'GET', `/api/v1/opportunities/${job._id}/applications`, {
          token: team.member.token,
        })
      ).statusCode,
    ).toBe(404);
    const theirTeam = await call(h.app, 'GET', '/api/v1/company/members', { token: team.member.token });
    expect(theirTeam.body.result.items.map((item: { code: string }) => item.code)).toEqual([
      team.member.code,
    ]);
    expect(theirTeam.body.result.viewer.companyRole).toBe('owner');
    const ownerTeam = await call(h.app, 'GET', '/api/v1/company/members', { token: team.owner.token });
    expect(ownerTeam.body.result.items.map((item: { code: string }) => item.code)).not.toContain(
      team.member.code,
    );
    expect(await inConversation()).toHaveLength(0);
    expect(await closed).toBe('io server disconnect');
    socket.disconnect();
    // They keep their account, set up their own company next, and are told.
    const me = await call(h.app, 'GET', '/api/v1/user/profile', { token: team.member.token });
    expect(me.statusCode).toBe(200);
    expect(me.body.result.isOnboard).toBe(false);
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, team.member.email));
    expect(mails.map((mail) => mail.template)).toContain('company-member-removed');
    const told = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member?.id ?? ''));
    expect(told.map((row) => row.kind)).toContain('company.member-removed');
  });

  it('follows the rights: admins remove members only; nobody removes the owner or themselves', async () => {
    const team = await buildTeam(h);
    const other = await buildTeam(h);
    expect((await remove(team.member.token, team.admin.code)).statusCode).toBe(403);
    const adminOnAdmin = await remove(team.admin.token, team.admin.code);
    expect(adminOnAdmin.statusCode).toBe(403);
    expect(adminOnAdmin.body.error.en).toBe('You cannot remove yourself from the team.');
    const onOwner = await remove(team.admin.token, team.owner.code);
    expect(onOwner.statusCode).toBe(403);
    expect((await remove(team.owner.token, other.member.code)).statusCode).toBe(404);
    const members = await call(h.app, 'GET', '/api/v1/company/members', { token: team.admin.token });
    expect(members.body.result.viewer.may.removeMembers).toBe(true);
    expect((await remove(team.admin.token, team.member.code)).statusCode).toBe(200);
    expect((await remove(team.owner.token, team.admin.code)).statusCode).toBe(200);
    // Twice: the person is no longer in the company.
    expect((await remove(team.owner.token, team.admin.code)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/company/invite with a role (issue 35)', () => {
  it('the owner invites an admin; admins invite members only; the role is listed and given on joining', async () => {
    const team = await buildTeam(h);
    const asAdmin = await call(h.app, 'POST', '/api/v1/company/invite', {
      token: team.admin.token,
      body: { email: 'new.admin@example.test', companyRole: 'admin' },
    });
    expect(asAdmin.statusCode).toBe(403);
    const wrong = await call(h.app, 'POST', '/api/v1/company/invite', {
      token: team.owner.token,
      body: { email: 'someone@example.test', companyRole: 'boss' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.error.fields).toEqual([expect.objectContaining({ path: 'companyRole' })]);
    const pending = await call(h.app, 'POST', '/api/v1/company/invite', {
      token: team.owner.token,
      body: { email: 'pending.admin@example.test', companyRole: 'admin' },
    });
    expect(pending.body.result).toMatchObject({ email: 'pending.admin@example.test', companyRole: 'admin' });
    const listed = await call(h.app, 'GET', '/api/v1/company/invites', { token: team.owner.token });
    expect(listed.body.result.items[0]).toMatchObject({ companyRole: 'admin' });
    const newAdmin = await joinByInvitation(h, team.owner.token, 'Ada Admin', 'admin');
    const newMember = await joinByInvitation(h, team.admin.token, 'Mo Member', 'member');
    const members = await call(h.app, 'GET', '/api/v1/company/members', { token: team.owner.token });
    const roleOf = (code: string) =>
      members.body.result.items.find((item: { code: string }) => item.code === code)?.companyRole;
    expect(roleOf(newAdmin.code)).toBe('admin');
    expect(roleOf(newMember.code)).toBe('member');
  });
});
