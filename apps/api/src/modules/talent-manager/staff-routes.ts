import {
  managerBookingParamsSchema,
  managerParamsSchema,
  pageSchema,
  paginationQuerySchema,
  setAvailabilityInputSchema,
  staffAvailabilitySchema,
  staffBookingSchema,
  staffCancelBookingInputSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import {
  cancelManagerBooking,
  getAvailability,
  listManagerBookings,
  presentAvailability,
  presentStaffBooking,
  resolveManagerId,
  updateAvailabilityAsStaff,
} from './staff-service.js';

const tags = ['staff'];

/** Staff console: talent managers' weekly availability (in their own time zone) and their calls. */
export const staffTalentManagerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticateStaff = createStaffAuthenticate(db);
  const talentManagerOnly = [authenticateStaff, requireStaffRole('talent-manager')];

  app.get(
    '/staff/v1/talent-managers/:managerId/availability',
    {
      onRequest: talentManagerOnly,
      schema: {
        tags,
        summary: 'A talent manager’s weekly availability (`me` for the caller)',
        params: managerParamsSchema,
        response: { 200: successEnvelope(staffAvailabilitySchema) },
      },
    },
    async (request) => {
      const managerId = resolveManagerId(requireStaff(request), request.params.managerId);
      const { manager, windows } = await getAvailability({ db, managerId });
      return ok(presentAvailability(manager, windows));
    },
  );

  app.put(
    '/staff/v1/talent-managers/:managerId/availability',
    {
      onRequest: talentManagerOnly,
      schema: {
        tags,
        summary: 'Replace a talent manager’s weekly availability (audit-logged)',
        description:
          'Windows are in the manager’s own time zone, on the half hour. Admins may edit anyone’s.',
        params: managerParamsSchema,
        body: setAvailabilityInputSchema,
        response: { 200: successEnvelope(staffAvailabilitySchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const managerId = resolveManagerId(staff, request.params.managerId);
      const { manager, windows } = await updateAvailabilityAsStaff({
        db,
        staff,
        managerId,
        windows: request.body.windows,
      });
      return ok(presentAvailability(manager, windows));
    },
  );

  app.get(
    '/staff/v1/talent-managers/:managerId/bookings',
    {
      onRequest: talentManagerOnly,
      schema: {
        tags,
        summary: 'A talent manager’s upcoming calls',
        params: managerParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: successEnvelope(pageSchema(staffBookingSchema)) },
      },
    },
    async (request) => {
      const managerId = resolveManagerId(requireStaff(request), request.params.managerId);
      const { manager, rows, total } = await listManagerBookings({ db, managerId, ...request.query });
      return ok({
        items: rows.map((r) => presentStaffBooking(r.booking, manager, r.user)),
        total,
        ...request.query,
      });
    },
  );

  app.post(
    '/staff/v1/talent-managers/:managerId/bookings/:bookingId/cancel',
    {
      onRequest: talentManagerOnly,
      schema: {
        tags,
        summary: 'Cancel one of a talent manager’s upcoming calls, with the reason the person is told',
        description:
          'The person gets the reason by mail (with the calendar update) and as a notification; audit-logged. ' +
          '409 BOOKING_NOT_CHANGEABLE once the call has started or was cancelled.',
        params: managerBookingParamsSchema,
        body: staffCancelBookingInputSchema,
        response: { 200: successEnvelope(staffBookingSchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { booking, manager, user, afterCommit } = await cancelManagerBooking({
        db,
        staff,
        managerId: resolveManagerId(staff, request.params.managerId),
        bookingId: request.params.bookingId,
        reason: request.body.reason,
        links: ctx.links,
      });
      ctx.nudgeMail();
      ctx.events.emitAll(afterCommit);
      return ok(presentStaffBooking(booking, manager, user));
    },
  );
};
