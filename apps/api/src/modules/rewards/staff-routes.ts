import {
  createPromoCodeInputSchema,
  pageSchema,
  paginationQuerySchema,
  promoCodeIdParamsSchema,
  promoCodeSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import {
  createPromoCodeAsStaff,
  disablePromoCode,
  listPromoCodes,
  presentPromoCode,
} from './staff-service.js';

const tags = ['staff'];

/** Staff console: promo codes (admins create and disable; support may look). */
export const staffPromoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticateStaff = createStaffAuthenticate(db);

  app.get(
    '/staff/v1/promo-codes',
    {
      onRequest: [authenticateStaff, requireStaffRole('support')],
      schema: {
        tags,
        summary: 'Promo codes, newest first',
        querystring: paginationQuerySchema,
        response: { 200: successEnvelope(pageSchema(promoCodeSchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await listPromoCodes({ db, ...request.query });
      return ok({ items: rows.map(presentPromoCode), total, ...request.query });
    },
  );

  app.post(
    '/staff/v1/promo-codes',
    {
      onRequest: [authenticateStaff, requireStaffRole('admin')],
      schema: {
        tags,
        summary: 'Create a promo code (audit-logged)',
        body: createPromoCodeInputSchema,
        response: { 200: successEnvelope(promoCodeSchema) },
      },
    },
    async (request) => {
      const row = await createPromoCodeAsStaff({ db, staff: requireStaff(request), input: request.body });
      return ok(presentPromoCode(row));
    },
  );

  app.post(
    '/staff/v1/promo-codes/:id/disable',
    {
      onRequest: [authenticateStaff, requireStaffRole('admin')],
      schema: {
        tags,
        summary: 'Stop a promo code from being redeemed (audit-logged)',
        params: promoCodeIdParamsSchema,
        response: { 200: successEnvelope(promoCodeSchema) },
      },
    },
    async (request) => {
      const row = await disablePromoCode({ db, staff: requireStaff(request), id: request.params.id });
      return ok(presentPromoCode(row));
    },
  );
};
