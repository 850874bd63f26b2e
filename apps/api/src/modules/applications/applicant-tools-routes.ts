import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole, requireVerifiedEmail } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { compareApplicants, messageApplicant, rejectApplicants } from './applicant-tools.js';
import type { Notifier } from './common.js';

const applicationsApi = endpoints.applications;

/** Message, compare and bulk reject on the applicants view (decision 127). */
export const applicantToolRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const notifier: Notifier = { links: ctx.links, events: ctx.events, nudgeMail: ctx.nudgeMail };
  const poster = [createAuthenticate(db), requireRole('employer', 'agency')];
  const limitTextWrites = createTextWriteLimit(ctx);

  app.post(
    applicationsApi.openApplicantConversation.path,
    { onRequest: poster, schema: endpointSchema(applicationsApi.openApplicantConversation) },
    async (request) => {
      const { row, isCreated } = await messageApplicant({
        db,
        actor: requireActor(request),
        applicationId: request.params.id,
        chatEvents: ctx.chatEvents,
      });
      return ok({ conversationId: row.id, isCreated });
    },
  );

  app.get(
    applicationsApi.compareApplicants.path,
    { onRequest: poster, schema: endpointSchema(applicationsApi.compareApplicants) },
    async (request) => {
      const items = await compareApplicants({
        db,
        actor: requireActor(request),
        opportunityId: request.params.id,
        ids: request.query.ids,
      });
      return ok({ items });
    },
  );

  app.post(
    applicationsApi.rejectApplicants.path,
    {
      onRequest: [...poster, requireVerifiedEmail, limitTextWrites],
      schema: endpointSchema(applicationsApi.rejectApplicants),
    },
    async (request) =>
      ok(
        await rejectApplicants({
          db,
          actor: requireActor(request),
          opportunityId: request.params.id,
          applicationIds: request.body.applicationIds,
          message: request.body.message,
          notifier,
        }),
      ),
  );
};
