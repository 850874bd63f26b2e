import { endpoints, paths } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import type { ShortLinkRow } from '../../db/schema.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { createShortLink, resolveShortLink } from './service.js';

const shortUrlsApi = endpoints.shortUrls;

function presentShortLink(row: ShortLinkRow) {
  return { code: row.code, path: row.targetPath, shortPath: paths.shortUrl.getHref({ code: row.code }) };
}

export const shortUrlRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limits = createRateLimits(ctx);
  const { db } = ctx;
  app.post(
    shortUrlsApi.createShortUrl.path,
    {
      schema: endpointSchema(shortUrlsApi.createShortUrl),
      preHandler: limits.limit({ rule: 'shortLinksPerIp', key: (request) => `short-link:ip:${request.ip}` }),
    },
    async (request) => {
      const row = await createShortLink({ db, path: request.body.path });
      return ok(presentShortLink(row));
    },
  );

  app.get(
    shortUrlsApi.resolveShortUrl.path,
    {
      schema: endpointSchema(shortUrlsApi.resolveShortUrl),
      preHandler: limits.limit({
        rule: 'linkLookupPerIp',
        key: (request) => `short-link-lookup:ip:${request.ip}`,
      }),
    },
    async (request) => {
      const row = await resolveShortLink({ db, code: request.params.code });
      return ok(presentShortLink(row));
    },
  );
};
