import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { presentBooking, presentTalentManager } from './presenter.js';
import {
  bookTalentManager,
  cancelBooking,
  listFreeSlots,
  listMyBookings,
  rescheduleBooking,
} from './service.js';

const talentManagerApi = endpoints.talentManager;

export const talentManagerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, links } = ctx;
  const authenticate = createAuthenticate(db);
  const signedIn = [authenticate, requireRole('freelancer', 'employer', 'agency')];
  const limitTextWrites = createTextWriteLimit(ctx);

  app.get(
    talentManagerApi.listTalentManagerSlots.path,
    {
      onRequest: signedIn,
      schema: endpointSchema(talentManagerApi.listTalentManagerSlots),
    },
    async (request) => {
      const { managers, slots } = await listFreeSlots({ db, days: request.query.days });
      return {
        status: 200,
        message: 'ok' as const,
        result: {
          managers: managers.map(presentTalentManager),
          slots: slots.map((s) => ({
            managerId: s.managerId,
            startsAt: s.startsAt.toISOString(),
            endsAt: s.endsAt.toISOString(),
          })),
        },
      };
    },
  );

  app.post(
    talentManagerApi.bookTalentManager.path,
    {
      onRequest: [...signedIn, limitTextWrites],
      schema: endpointSchema(talentManagerApi.bookTalentManager),
    },
    async (request) => {
      const { booking, manager } = await bookTalentManager({
        db,
        actor: requireActor(request),
        input: request.body,
        links,
      });
      ctx.nudgeMail();
      return ok(presentBooking(booking, manager));
    },
  );

  app.get(
    talentManagerApi.listMyTalentManagerBookings.path,
    {
      onRequest: signedIn,
      schema: endpointSchema(talentManagerApi.listMyTalentManagerBookings),
    },
    async (request) => {
      const { rows, total } = await listMyBookings({ db, actor: requireActor(request), ...request.query });
      return {
        status: 200,
        message: 'ok' as const,
        result: { items: rows.map((r) => presentBooking(r.booking, r.manager)), total, ...request.query },
      };
    },
  );

  app.post(
    talentManagerApi.rescheduleTalentManagerBooking.path,
    {
      onRequest: [...signedIn, limitTextWrites],
      schema: endpointSchema(talentManagerApi.rescheduleTalentManagerBooking),
    },
    async (request) => {
      const { booking, manager } = await rescheduleBooking({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
        links,
      });
      ctx.nudgeMail();
      return ok(presentBooking(booking, manager));
    },
  );

  app.post(
    talentManagerApi.cancelTalentManagerBooking.path,
    {
      onRequest: signedIn,
      schema: endpointSchema(talentManagerApi.cancelTalentManagerBooking),
    },
    async (request) => {
      const { booking, manager } = await cancelBooking({
        db,
        actor: requireActor(request),
        id: request.params.id,
        links,
        ...(request.body?.timeZone ? { timeZone: request.body.timeZone } : {}),
      });
      ctx.nudgeMail();
      return ok(presentBooking(booking, manager));
    },
  );
};
