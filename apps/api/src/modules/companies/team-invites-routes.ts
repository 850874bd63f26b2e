import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { inviteTeamMember, joinCompany, listTeamInvites, revokeTeamInvite } from './team-invites-service.js';
import { acceptTeamInvitation, declineTeamInvitation, listReceivedTeamInvitations } from './team-joining.js';

const accountApi = endpoints.account;

/**
 * Team invitations (decision 052): the owner and admins invite by email, and the mailed link
 * makes the invited person's account in the company. The endpoints keep their place under
 * `/v1/account` in the contract; the rules and the work live with companies.
 */
export const teamInviteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, links } = ctx;
  const limits = createRateLimits(ctx);
  // A freelancer (or an account without a role) gets 403 before the input is looked at, like
  // every other role-only call.
  const companyMember = [createAuthenticate(db), requireRole('employer', 'agency')];
  const anyAccount = [createAuthenticate(db)];

  app.post(
    accountApi.inviteTeamMember.path,
    {
      onRequest: companyMember,
      schema: endpointSchema(accountApi.inviteTeamMember),
      preHandler: limits.limit({
        rule: 'invitesPerAccount',
        key: (request) => `invites:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      const invite = await inviteTeamMember({
        db,
        links,
        actor,
        email: request.body.email,
        companyRole: request.body.companyRole,
      });
      ctx.nudgeMail();
      return ok(invite);
    },
  );

  app.get(
    accountApi.listTeamInvites.path,
    { onRequest: companyMember, schema: endpointSchema(accountApi.listTeamInvites) },
    async (request) => ok(await listTeamInvites({ db, actor: requireActor(request) })),
  );

  app.delete(
    accountApi.revokeTeamInvite.path,
    { onRequest: companyMember, schema: endpointSchema(accountApi.revokeTeamInvite) },
    async (request) =>
      ok(await revokeTeamInvite({ db, actor: requireActor(request), id: request.params.id })),
  );

  app.post(
    accountApi.joinCompany.path,
    {
      schema: endpointSchema(accountApi.joinCompany),
      preHandler: limits.limit({ rule: 'registerPerIp', key: (request) => `register:ip:${request.ip}` }),
    },
    async (request) =>
      ok(
        await joinCompany({
          db,
          input: request.body,
          context: {
            userAgent: request.headers['user-agent'] ?? '',
            ip: request.ip,
            ttlMs: ctx.sessionTtlMs,
          },
        }),
      ),
  );

  // Invitations addressed to an existing account, answered in the app (decision 132).
  app.get(
    accountApi.listReceivedTeamInvitations.path,
    { onRequest: anyAccount, schema: endpointSchema(accountApi.listReceivedTeamInvitations) },
    async (request) => ok(await listReceivedTeamInvitations({ db, actor: requireActor(request) })),
  );

  app.post(
    accountApi.acceptTeamInvitation.path,
    { onRequest: anyAccount, schema: endpointSchema(accountApi.acceptTeamInvitation) },
    async (request) =>
      ok(
        await acceptTeamInvitation({
          db,
          events: ctx.events,
          actor: requireActor(request),
          id: request.params.id,
        }),
      ),
  );

  app.post(
    accountApi.declineTeamInvitation.path,
    { onRequest: anyAccount, schema: endpointSchema(accountApi.declineTeamInvitation) },
    async (request) =>
      ok(await declineTeamInvitation({ db, actor: requireActor(request), id: request.params.id })),
  );
};
