import {
  companyCodeParamsSchema,
  companyMemberParamsSchema,
  companyMemberRoleInputSchema,
  companyMembersSchema,
  companySchema,
  companyUpdateCallSchema,
  publicCompanySchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import { presentCompany, presentUserCard } from '../profiles/index.js';
import { listCompanyMembers, setCompanyMemberRole } from './membership.js';
import { getCompanyByCode, updateOwnCompany } from './service.js';

const tags = ['companies'];

export const companyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticate = createAuthenticate(db);

  app.post(
    '/v1/company/update',
    {
      onRequest: [authenticate, requireRole('employer', 'agency')],
      schema: {
        tags,
        summary: 'Update the caller’s company',
        description:
          'The company’s owner and admins (403 for members and other accounts; decision 052). A `code` that is not the caller’s company is 404.',
        body: companyUpdateCallSchema,
        response: { 200: successEnvelope(companySchema) },
      },
    },
    async (request) => {
      const company = await updateOwnCompany({ db, actor: requireActor(request), input: request.body });
      return ok(presentCompany(company));
    },
  );

  app.get(
    '/v1/company/members',
    {
      onRequest: [authenticate, requireRole('employer', 'agency')],
      schema: {
        tags,
        summary: 'The caller’s team: owner, admins and members, and what the caller may do',
        response: { 200: successEnvelope(companyMembersSchema) },
      },
    },
    async (request) => ok(await listCompanyMembers({ db, actor: requireActor(request) })),
  );

  app.put(
    '/v1/company/members/:code/role',
    {
      onRequest: [authenticate, requireRole('employer', 'agency')],
      schema: {
        tags,
        summary: 'Make a team member an admin, or a member again (owner only)',
        description: 'Owner only (403 for admins and members). A code outside the caller’s company is 404.',
        params: companyMemberParamsSchema,
        body: companyMemberRoleInputSchema,
        response: {
          200: successEnvelope(z.object({ code: z.string(), companyRole: z.enum(['admin', 'member']) })),
        },
      },
    },
    async (request) =>
      ok(
        await setCompanyMemberRole({
          db,
          actor: requireActor(request),
          code: request.params.code,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/v1/company/:code',
    {
      schema: {
        tags,
        summary: 'A company’s public page',
        params: companyCodeParamsSchema,
        response: {
          200: successEnvelope(publicCompanySchema),
        },
      },
    },
    async (request) => {
      const { company, owner } = await getCompanyByCode({ db, code: request.params.code });
      return {
        status: 200,
        message: 'ok' as const,
        result: { ...presentCompany(company), owner: presentUserCard(owner, company) },
      };
    },
  );
};
