import {
  randomTopTalentQuerySchema,
  randomTopTalentResultSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { presentUserCard } from '../profiles/index.js';
import { sampleTopTalent } from './service.js';

export const topTalentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v1/user/random-top-talent',
    {
      schema: {
        tags: ['top talent'],
        summary: 'A random sample of good freelancer profiles',
        description:
          'Anyone may call it. Onboarded freelancers with a verified email and a complete profile, up to a third of them highlighted, in random order (decision 044).',
        querystring: randomTopTalentQuerySchema,
        response: { 200: successEnvelope(randomTopTalentResultSchema) },
      },
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
