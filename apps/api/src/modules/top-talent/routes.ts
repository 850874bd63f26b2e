import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { presentUserCard } from '../profiles/index.js';
import { sampleTopTalent } from './service.js';

const topTalentApi = endpoints.topTalent;

export const topTalentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    topTalentApi.getRandomTopTalent.path,
    {
      schema: endpointSchema(topTalentApi.getRandomTopTalent),
    },
    async (request) => {
      const rows = await sampleTopTalent({ db, query: request.query });
      const items = rows.map((row) => ({
        ...presentUserCard(row.user, row.company),
        isHighlighted: row.isHighlighted,
      }));
      return ok({ items });
    },
  );
};
