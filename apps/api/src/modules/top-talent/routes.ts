import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createIdentify } from '../../plugins/auth.js';
import { visibleLevels } from '../../policies/index.js';
import { presentUserCard } from '../profiles/index.js';
import { sampleTopTalent } from './service.js';

const topTalentApi = endpoints.topTalent;

export const topTalentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const identify = createIdentify(db);
  app.get(
    topTalentApi.getRandomTopTalent.path,
    {
      onRequest: identify,
      schema: endpointSchema(topTalentApi.getRandomTopTalent),
    },
    async (request) => {
      // Guests see public profiles only; signed-in employers and agencies members-only ones too (decision 100).
      const actor = request.actor;
      const levels = visibleLevels(actor ? { userId: actor.userId, userRole: actor.userRole } : null);
      const rows = await sampleTopTalent({ db, query: { ...request.query, levels } });
      const items = rows.map((row) => ({
        ...presentUserCard(row.user, row.company),
        isHighlighted: row.isHighlighted,
      }));
      return ok({ items });
    },
  );
};
