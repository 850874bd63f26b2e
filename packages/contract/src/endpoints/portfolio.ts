import { z } from 'zod';
import { portfolioItemInputSchema, portfolioItemParamsSchema, portfolioItemSchema } from '../portfolio.js';
import { userCodeParamsSchema } from '../public-profile.js';
import { defineEndpoint } from './define.js';

const OWN =
  'Needs a session (401 without one). For freelancers, on their own case studies (403 for other accounts); another freelancer’s case study is 404.';
const LIMITED = ' Rate-limited: 429 RATE_LIMITED with a `retry-after` header when the limit is reached.';
const items = z.object({ items: z.array(portfolioItemSchema) });

export const portfolioEndpoints = {
  listMyPortfolio: defineEndpoint({
    id: 'listMyPortfolio',
    method: 'GET',
    path: '/v1/user/portfolio',
    summary: 'The caller’s portfolio case studies',
    description: `${OWN} Newest first; at most 30.`,
    tags: ['profiles'],
    access: 'user',
    response: items,
    errors: [401, 403],
  }),
  createPortfolioItem: defineEndpoint({
    id: 'createPortfolioItem',
    method: 'POST',
    path: '/v1/user/portfolio',
    summary: 'Add a case study to the caller’s portfolio',
    description: `${OWN} \`imageIds\` name pictures the caller uploaded with \`refType=portfolio-image\` (404 otherwise). At most 30 case studies (409).${LIMITED}`,
    tags: ['profiles'],
    access: 'user',
    body: portfolioItemInputSchema,
    response: portfolioItemSchema,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  updatePortfolioItem: defineEndpoint({
    id: 'updatePortfolioItem',
    method: 'PUT',
    path: '/v1/user/portfolio/:id',
    summary: 'Change one of the caller’s case studies',
    description: `${OWN} The body replaces the case study.${LIMITED}`,
    tags: ['profiles'],
    access: 'user',
    params: portfolioItemParamsSchema,
    body: portfolioItemInputSchema,
    response: portfolioItemSchema,
    errors: [400, 401, 403, 404, 429],
  }),
  deletePortfolioItem: defineEndpoint({
    id: 'deletePortfolioItem',
    method: 'DELETE',
    path: '/v1/user/portfolio/:id',
    summary: 'Delete one of the caller’s case studies and its pictures',
    description: OWN,
    tags: ['profiles'],
    access: 'user',
    params: portfolioItemParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
    errors: [400, 401, 403, 404],
  }),
  getPublicPortfolio: defineEndpoint({
    id: 'getPublicPortfolio',
    method: 'GET',
    path: '/v1/user/public-profile/:code/portfolio',
    summary: 'A freelancer’s portfolio, beside their public profile',
    description:
      'Anyone may call it; answers exactly where the public profile answers (404 where it does not).',
    tags: ['profiles'],
    access: 'optional',
    params: userCodeParamsSchema,
    response: items,
    errors: [400, 404],
  }),
} as const;
