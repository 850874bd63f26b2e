import { createShortUrlInputSchema, shortCodeParamsSchema, shortUrlSchema } from '../short-urls.js';
import { defineEndpoint } from './define.js';

export const shortUrlsEndpoints = {
  createShortUrl: defineEndpoint({
    id: 'createShortUrl',
    method: 'POST',
    path: '/v1/short-url',
    summary: 'Make (or reuse) the short link of an in-app path',
    description:
      'Anyone may call it (share buttons on public pages). Only paths inside the app are accepted.',
    tags: ['short links'],
    access: 'public',
    body: createShortUrlInputSchema,
    response: shortUrlSchema,
    errors: [400, 429],
  }),
  resolveShortUrl: defineEndpoint({
    id: 'resolveShortUrl',
    method: 'GET',
    path: '/v1/short-url/:code',
    summary: 'The in-app path behind a short link',
    description:
      'Unknown codes: 404 SHORT_LINK_NOT_FOUND. The path is then opened with the visitor’s own access.',
    tags: ['short links'],
    access: 'public',
    params: shortCodeParamsSchema,
    response: shortUrlSchema,
    errors: [400, 404, 429],
  }),
} as const;
