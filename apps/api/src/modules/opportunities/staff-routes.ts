import {
  pageSchema,
  reportedOpportunitySchema,
  reviewReportsInputSchema,
  staffAuditQuerySchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import { listReportedOpportunities, reviewOpportunityReports } from './reports.js';

const tags = ['staff'];

/** Staff review of reported opportunities (support and admins). */
export const staffReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticateStaff = createStaffAuthenticate(db);

  app.get(
    '/staff/v1/reported-opportunities',
    {
      onRequest: [authenticateStaff, requireStaffRole('support')],
      schema: {
        tags,
        summary: 'Opportunities with reports pending, or hidden by reports',
        querystring: staffAuditQuerySchema,
        response: { 200: successEnvelope(pageSchema(reportedOpportunitySchema)) },
      },
    },
    async (request) => ok(await listReportedOpportunities({ db, ...request.query })),
  );

  app.post(
    '/staff/v1/reported-opportunities/:id/review',
    {
      onRequest: [authenticateStaff, requireStaffRole('support')],
      schema: {
        tags,
        summary: 'Restore a reported opportunity, or keep it hidden (audit-logged)',
        params: z.object({ id: z.uuid({ error: 'must be an opportunity id' }) }),
        body: reviewReportsInputSchema,
        response: { 200: successEnvelope(z.object({ reviewed: z.literal(true) })) },
      },
    },
    async (request) => {
      await reviewOpportunityReports({
        db,
        id: request.params.id,
        decision: request.body.decision,
        staffId: requireStaff(request).staffId,
      });
      return ok({ reviewed: true as const });
    },
  );
};
