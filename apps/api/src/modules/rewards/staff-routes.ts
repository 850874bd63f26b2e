import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import {
  createPromoCodeAsStaff,
  disablePromoCode,
  listPromoCodes,
  presentPromoCode,
} from './staff-service.js';

const rewardsApi = endpoints.rewards;

/** Staff console: promo codes (admins create and disable; support may look). */
export const staffPromoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticateStaff = createStaffAuthenticate(db);

  app.get(
    rewardsApi.staffListPromoCodes.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('support')],
      schema: endpointSchema(rewardsApi.staffListPromoCodes),
    },
    async (request) => {
      const { rows, total } = await listPromoCodes({ db, ...request.query });
      return ok({ items: rows.map(presentPromoCode), total, ...request.query });
    },
  );

  app.post(
    rewardsApi.staffCreatePromoCode.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('admin')],
      schema: endpointSchema(rewardsApi.staffCreatePromoCode),
    },
    async (request) => {
      const row = await createPromoCodeAsStaff({ db, staff: requireStaff(request), input: request.body });
      return ok(presentPromoCode(row));
    },
  );

  app.post(
    rewardsApi.staffDisablePromoCode.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('admin')],
      schema: endpointSchema(rewardsApi.staffDisablePromoCode),
    },
    async (request) => {
      const row = await disablePromoCode({ db, staff: requireStaff(request), id: request.params.id });
      return ok(presentPromoCode(row));
    },
  );
};
