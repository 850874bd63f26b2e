import {
  createShortUrlInputSchema,
  shortCodeParamsSchema,
  shortUrlSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import type { ShortLinkRow } from '../../db/schema.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit } from '../../lib/rate-limit-rules.js';
import { createShortLink, resolveShortLink } from './service.js';

const tags = ['short links'];

function presentShortLink(row: ShortLinkRow) {
  return { code: row.code, path: row.targetPath, shortPath: `/short-url/${row.code}` };
}

export const shortUrlRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  app.post(
    '/v1/short-url',
    {
      schema: {
        tags,
        summary: 'Make (or reuse) the short link of an in-app path',
        description:
          'Anyone may call it (share buttons on public pages). Only paths inside the app are accepted.',
        body: createShortUrlInputSchema,
        response: { 200: successEnvelope(shortUrlSchema) },
      },
    },
    async (request) => {
      await enforceRateLimit(
        ctx.rateLimiter,
        `short-link:ip:${request.ip}`,
        ctx.rateLimitRules.shortLinksPerIp,
      );
      const row = await createShortLink({ db, path: request.body.path });
      return ok(presentShortLink(row));
    },
  );

  app.get(
    '/v1/short-url/:code',
    {
      schema: {
        tags,
        summary: 'The in-app path behind a short link',
        description:
          'Unknown codes: 404 SHORT_LINK_NOT_FOUND. The path is then opened with the visitor’s own access.',
        params: shortCodeParamsSchema,
        response: { 200: successEnvelope(shortUrlSchema) },
      },
    },
    async (request) => {
      await enforceRateLimit(
        ctx.rateLimiter,
        `short-link-lookup:ip:${request.ip}`,
        ctx.rateLimitRules.linkLookupPerIp,
      );
      const row = await resolveShortLink({ db, code: request.params.code });
      return ok(presentShortLink(row));
    },
  );
};
