import { randomTopTalentQuerySchema, randomTopTalentResultSchema } from '../top-talent.js';
import { defineEndpoint } from './define.js';

export const topTalentEndpoints = {
  getRandomTopTalent: defineEndpoint({
    id: 'getRandomTopTalent',
    method: 'GET',
    path: '/v1/user/random-top-talent',
    summary: 'A random sample of good freelancer profiles',
    description:
      'Anyone may call it. Onboarded freelancers with a verified email and a complete profile, up to a third of them highlighted, in random order (decision 044). ' +
      'Guests see public profiles only; signed-in employers and agencies members-only ones too; hidden ones never appear (decision 100).',
    tags: ['top talent'],
    access: 'optional',
    query: randomTopTalentQuerySchema,
    response: randomTopTalentResultSchema,
    errors: [400],
  }),
} as const;
