import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, createIdentify, requireActor, requireRole } from '../../plugins/auth.js';
import { presentCompany, presentUserCard } from '../profiles/index.js';
import { readPublicBench } from './bench-public.js';
import { removeCompanyMember } from './member-removal.js';
import { listCompanyMembers, setCompanyMemberRole } from './membership.js';
import { transferCompanyOwnership } from './ownership.js';
import { getCompanyByCode, updateOwnCompany } from './service.js';

const companiesApi = endpoints.companies;

export const companyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, links, events }) => {
  const authenticate = createAuthenticate(db);

  app.post(
    companiesApi.updateCompany.path,
    {
      onRequest: [authenticate, requireRole('employer', 'agency')],
      schema: endpointSchema(companiesApi.updateCompany),
    },
    async (request) => {
      const company = await updateOwnCompany({ db, actor: requireActor(request), input: request.body });
      return ok(presentCompany(company));
    },
  );

  app.get(
    companiesApi.listCompanyMembers.path,
    {
      onRequest: [authenticate, requireRole('employer', 'agency')],
      schema: endpointSchema(companiesApi.listCompanyMembers),
    },
    async (request) => ok(await listCompanyMembers({ db, actor: requireActor(request) })),
  );

  app.put(
    companiesApi.setCompanyMemberRole.path,
    {
      onRequest: [authenticate, requireRole('employer', 'agency')],
      schema: endpointSchema(companiesApi.setCompanyMemberRole),
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

  app.post(
    companiesApi.transferCompanyOwnership.path,
    {
      onRequest: [authenticate, requireRole('employer', 'agency')],
      schema: endpointSchema(companiesApi.transferCompanyOwnership),
    },
    async (request) =>
      ok(
        await transferCompanyOwnership({
          db,
          links,
          actor: requireActor(request),
          code: request.params.code,
        }),
      ),
  );

  app.delete(
    companiesApi.removeCompanyMember.path,
    {
      onRequest: [authenticate, requireRole('employer', 'agency')],
      schema: endpointSchema(companiesApi.removeCompanyMember),
    },
    async (request) =>
      ok(
        await removeCompanyMember({
          db,
          events,
          links,
          actor: requireActor(request),
          code: request.params.code,
        }),
      ),
  );

  app.get(
    companiesApi.getCompany.path,
    {
      onRequest: createIdentify(db),
      schema: endpointSchema(companiesApi.getCompany),
    },
    async (request) => {
      const { company, owner } = await getCompanyByCode({ db, code: request.params.code });
      const bench = await readPublicBench(db, company.id, request.actor);
      return {
        status: 200,
        message: 'ok' as const,
        result: { ...presentCompany(company), owner: presentUserCard(owner, company), ...bench },
      };
    },
  );
};
