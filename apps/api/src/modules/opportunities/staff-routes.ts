import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import { listReportedOpportunities, reviewOpportunityReports } from './reports.js';

const opportunitiesApi = endpoints.opportunities;

/** Staff review of reported opportunities (support and admins). */
export const staffReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticateStaff = createStaffAuthenticate(db);

  app.get(
    opportunitiesApi.staffListReportedOpportunities.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('support')],
      schema: endpointSchema(opportunitiesApi.staffListReportedOpportunities),
    },
    async (request) => ok(await listReportedOpportunities({ db, ...request.query })),
  );

  app.post(
    opportunitiesApi.staffReviewReportedOpportunity.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('support')],
      schema: endpointSchema(opportunitiesApi.staffReviewReportedOpportunity),
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
