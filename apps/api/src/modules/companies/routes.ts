import {
  companyCodeParamsSchema,
  companySchema,
  companyUpdateCallSchema,
  publicCompanySchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import { presentCompany, presentUserCard } from '../profiles/presenter.js';
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
          'Employer and agency owners only (403 for other accounts). A `code` that is not the caller’s company is 404.',
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
