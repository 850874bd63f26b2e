import {
  bookingIdParamsSchema,
  bookingSchema,
  bookTalentManagerInputSchema,
  myBookingsQuerySchema,
  pageSchema,
  rescheduleBookingInputSchema,
  successEnvelope,
  talentManagerSlotsQuerySchema,
  talentManagerSlotsSchema,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
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

const tags = ['talent manager'];

export const talentManagerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, links } = ctx;
  const authenticate = createAuthenticate(db);
  const signedIn = [authenticate, requireRole('freelancer', 'employer', 'agency')];
  const limitTextWrites = createTextWriteLimit(ctx);

  app.get(
    '/v1/jobs/talent-manager-slots',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Free 30-minute slots of the talent managers',
        description: 'Times are UTC instants; the web app shows them in the viewer’s own time zone.',
        querystring: talentManagerSlotsQuerySchema,
        response: { 200: successEnvelope(talentManagerSlotsSchema) },
      },
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
    '/v1/jobs/bookTalentManager',
    {
      onRequest: [...signedIn, limitTextWrites],
      schema: {
        tags,
        summary: 'Book a 30-minute call with a talent manager',
        description:
          'The start must be one of the manager’s free slots. A slot taken meanwhile: 409 SLOT_UNAVAILABLE. A confirmation email with a calendar invite (.ics) follows, and a reminder 24 hours before.',
        body: bookTalentManagerInputSchema,
        response: { 200: successEnvelope(bookingSchema) },
      },
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
    '/v1/jobs/talent-manager-bookings',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The caller’s calls with talent managers',
        querystring: myBookingsQuerySchema,
        response: { 200: successEnvelope(pageSchema(bookingSchema)) },
      },
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
    '/v1/jobs/talent-manager-bookings/:id/reschedule',
    {
      onRequest: [...signedIn, limitTextWrites],
      schema: {
        tags,
        summary: 'Move one of the caller’s calls to another free slot of the same manager',
        params: bookingIdParamsSchema,
        body: rescheduleBookingInputSchema,
        response: { 200: successEnvelope(bookingSchema) },
      },
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
    '/v1/jobs/talent-manager-bookings/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Cancel one of the caller’s calls',
        params: bookingIdParamsSchema,
        body: z.object({ timeZone: z.string().trim().max(64).optional() }).optional(),
        response: { 200: successEnvelope(bookingSchema) },
      },
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
