import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { getDataExportState, openDataExport, requestDataExport } from './service.js';

const api = endpoints.dataExport;

/** Data export (issue 23 item 3, decision 109): ask for a copy of one's data, follow it, download it. */
export const dataExportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, storage } = ctx;
  const authenticate = createAuthenticate(db);
  const limits = createRateLimits(ctx);

  app.post(
    api.requestDataExport.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(api.requestDataExport),
      preHandler: limits.limit({
        rule: 'dataExportsPerUser',
        key: (request) => `data-export:user:${requireActor(request).userId}`,
      }),
    },
    async (request, reply) => {
      const state = await requestDataExport(db, requireActor(request));
      ctx.nudgeDataExports();
      return reply.code(202).send({ status: 202, message: 'ok' as const, result: state });
    },
  );

  app.get(
    api.getDataExport.path,
    { onRequest: authenticate, schema: endpointSchema(api.getDataExport) },
    async (request) => ok(await getDataExportState(db, requireActor(request))),
  );

  app.get(
    api.downloadDataExport.path,
    { onRequest: authenticate, schema: endpointSchema(api.downloadDataExport) },
    async (request, reply) => {
      const file = await openDataExport(db, storage, requireActor(request), request.query.token);
      reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(file.stream);
    },
  );
};
