import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
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

const talentManagerApi = endpoints.talentManager;

/** Staff console: talent managers' weekly availability (in their own time zone) and their calls. */
export const staffTalentManagerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticateStaff = createStaffAuthenticate(db);
  const talentManagerOnly = [authenticateStaff, requireStaffRole('talent-manager')];

  app.get(
    talentManagerApi.staffGetAvailability.path,
    {
      onRequest: talentManagerOnly,
      schema: endpointSchema(talentManagerApi.staffGetAvailability),
    },
    async (request) => {
      const managerId = resolveManagerId(requireStaff(request), request.params.managerId);
      const { manager, windows } = await getAvailability({ db, managerId });
      return ok(presentAvailability(manager, windows));
    },
  );

  app.put(
    talentManagerApi.staffSetAvailability.path,
    {
      onRequest: talentManagerOnly,
      schema: endpointSchema(talentManagerApi.staffSetAvailability),
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
    talentManagerApi.staffListManagerBookings.path,
    {
      onRequest: talentManagerOnly,
      schema: endpointSchema(talentManagerApi.staffListManagerBookings),
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
    talentManagerApi.staffCancelManagerBooking.path,
    {
      onRequest: talentManagerOnly,
      schema: endpointSchema(talentManagerApi.staffCancelManagerBooking),
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
