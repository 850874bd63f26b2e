import {
  applicationIdParamsSchema,
  applicationNoteInputSchema,
  applicationSchema,
  applicationStatusInputSchema,
  applicationsQuerySchema,
  applyInputSchema,
  inviteInputSchema,
  myApplicationSchema,
  myListQuerySchema,
  opportunityIdParamsSchema,
  opportunityRequestSchema,
  opportunitySummarySchema,
  pageSchema,
  requestIdParamsSchema,
  requestRespondInputSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor, requireRole, requireVerifiedEmail } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { listSavedOpportunities, presentSummary } from '../opportunities/index.js';
import type { Notifier } from './common.js';
import {
  changeApplicationStatus,
  listApplicationsForOpportunity,
  updateApplicationNote,
} from './pipeline.js';
import { presentMyApplication, presentPipelineApplication, presentRequest } from './presenter.js';
import { inviteFreelancer, listMyRequests, respondToRequest } from './requests.js';
import { applyToOpportunity, listMyApplications, withdrawApplication } from './service.js';
import { releaseApplicationDecision, undoApplicationDecision } from './undo.js';

const tags = ['applications'];
const applicationRefSchema = z.object({ _id: z.string(), status: z.string() });
/** A status change; a hire or rejection says until when it can be undone (decision 060). */
const statusChangeSchema = applicationRefSchema.extend({ undoUntil: z.string().nullable() });

export const applicationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const notifier: Notifier = { links: ctx.links, events: ctx.events, nudgeMail: ctx.nudgeMail };
  const authenticate = createAuthenticate(db);
  const candidate = [authenticate, requireRole('freelancer', 'agency')];
  const poster = [authenticate, requireRole('employer', 'agency')];
  const limitTextWrites = createTextWriteLimit(ctx);

  app.post(
    '/v1/opportunities/:id/apply',
    {
      onRequest: [...candidate, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Apply with a cover letter, a proposed rate and an optional attachment',
        description:
          'Freelancers apply to jobs and projects, agencies to projects for their company. Once per ' +
          'opportunity (409 ALREADY_APPLIED). Needs a verified email (409 EMAIL_NOT_VERIFIED).',
        params: opportunityIdParamsSchema,
        body: applyInputSchema,
        response: { 200: successEnvelope(applicationRefSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await enforceRateLimit(
        ctx.rateLimiter,
        `apply:user:${actor.userId}`,
        ctx.rateLimitRules.applicationsPerUser,
      );
      const row = await applyToOpportunity({
        db,
        actor,
        opportunityId: request.params.id,
        input: request.body,
        notifier,
      });
      return ok({ _id: row.id, status: row.status });
    },
  );

  app.post(
    '/v1/applications/:id/withdraw',
    {
      onRequest: candidate,
      schema: {
        tags,
        summary: 'Withdraw one’s own application',
        params: applicationIdParamsSchema,
        response: { 200: successEnvelope(applicationRefSchema) },
      },
    },
    async (request) => {
      const row = await withdrawApplication({
        db,
        actor: requireActor(request),
        applicationId: request.params.id,
        notifier,
      });
      return ok({ _id: row.id, status: row.status });
    },
  );

  app.get(
    '/v1/user/applications',
    {
      onRequest: candidate,
      schema: {
        tags,
        summary: 'The caller’s applications of one type (`/freelancer/opportunities/applied`)',
        querystring: myListQuerySchema,
        response: { 200: successEnvelope(pageSchema(myApplicationSchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await listMyApplications({
        db,
        actor: requireActor(request),
        query: request.query,
      });
      const { page, recordPerPage } = request.query;
      return ok({ items: rows.map(presentMyApplication), total, page, recordPerPage });
    },
  );

  app.get(
    '/v1/user/saved-opportunities',
    {
      onRequest: candidate,
      schema: {
        tags,
        summary: 'The caller’s saved opportunities of one type',
        querystring: myListQuerySchema,
        response: { 200: successEnvelope(pageSchema(opportunitySummarySchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await listSavedOpportunities({
        db,
        actor: requireActor(request),
        query: request.query,
      });
      const { page, recordPerPage } = request.query;
      return ok({ items: rows.map(presentSummary), total, page, recordPerPage });
    },
  );

  app.get(
    '/v1/user/requests',
    {
      onRequest: [authenticate, requireRole('freelancer')],
      schema: {
        tags,
        summary: 'Invitations to apply (`/freelancer/opportunities/request`)',
        querystring: myListQuerySchema,
        response: { 200: successEnvelope(pageSchema(opportunityRequestSchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await listMyRequests({
        db,
        actor: requireActor(request),
        query: request.query,
      });
      const { page, recordPerPage } = request.query;
      return ok({ items: rows.map(presentRequest), total, page, recordPerPage });
    },
  );

  app.post(
    '/v1/requests/:id/respond',
    {
      onRequest: [authenticate, requireRole('freelancer'), limitTextWrites],
      schema: {
        tags,
        summary: 'Accept or decline an invitation',
        params: requestIdParamsSchema,
        body: requestRespondInputSchema,
        response: { 200: successEnvelope(z.object({ _id: z.string(), status: z.string() })) },
      },
    },
    async (request) => {
      const row = await respondToRequest({
        db,
        actor: requireActor(request),
        requestId: request.params.id,
        accept: request.body.accept,
        notifier,
      });
      return ok({ _id: row.id, status: row.status });
    },
  );

  app.get(
    '/v1/opportunities/:id/applications',
    {
      onRequest: poster,
      schema: {
        tags,
        summary: 'Applicants of one of the company’s opportunities (404 for anyone else’s)',
        params: opportunityIdParamsSchema,
        querystring: applicationsQuerySchema,
        response: { 200: successEnvelope(pageSchema(applicationSchema)) },
      },
    },
    async (request) => {
      const { page, recordPerPage, status } = request.query;
      const { rows, total } = await listApplicationsForOpportunity({
        db,
        actor: requireActor(request),
        opportunityId: request.params.id,
        status,
        page,
        recordPerPage,
      });
      return ok({ items: rows.map(presentPipelineApplication), total, page, recordPerPage });
    },
  );

  app.post(
    '/v1/applications/:id/status',
    {
      onRequest: [...poster, limitTextWrites],
      schema: {
        tags,
        summary: 'Move an applicant: new → shortlisted → interviewing → hired / rejected',
        description: 'The candidate is told by mail and notification. 404 for another company’s applicant.',
        params: applicationIdParamsSchema,
        body: applicationStatusInputSchema,
        response: { 200: successEnvelope(statusChangeSchema) },
      },
    },
    async (request) => {
      const row = await changeApplicationStatus({
        db,
        actor: requireActor(request),
        applicationId: request.params.id,
        status: request.body.status,
        notifier,
      });
      return ok({ _id: row.id, status: row.status, undoUntil: row.undoUntil?.toISOString() ?? null });
    },
  );

  app.post(
    '/v1/applications/:id/undo',
    {
      onRequest: poster,
      schema: {
        tags,
        summary: 'Undo a hire or a rejection within its window (5 minutes)',
        description:
          'The status before it returns and the candidate’s held mail and notification are called off (decision 060). 409 UNDO_EXPIRED once the window has closed.',
        params: applicationIdParamsSchema,
        response: { 200: successEnvelope(statusChangeSchema) },
      },
    },
    async (request) => {
      const row = await undoApplicationDecision({
        db,
        actor: requireActor(request),
        applicationId: request.params.id,
      });
      return ok({ _id: row.id, status: row.status, undoUntil: null });
    },
  );

  app.post(
    '/v1/applications/:id/notify-now',
    {
      onRequest: poster,
      schema: {
        tags,
        summary: 'Tell the candidate now: end a hire’s or rejection’s undo window early',
        description: 'The held mail is sent and the notification shows at once (decision 060).',
        params: applicationIdParamsSchema,
        response: { 200: successEnvelope(statusChangeSchema) },
      },
    },
    async (request) => {
      const row = await releaseApplicationDecision({
        db,
        actor: requireActor(request),
        applicationId: request.params.id,
      });
      notifier.nudgeMail();
      notifier.events.emitAll([{ name: 'notification.created', payload: { userId: row.applicantUserId } }]);
      return ok({ _id: row.id, status: row.status, undoUntil: null });
    },
  );

  app.put(
    '/v1/applications/:id/note',
    {
      onRequest: [...poster, limitTextWrites],
      schema: {
        tags,
        summary: 'The company’s private note on an applicant',
        params: applicationIdParamsSchema,
        body: applicationNoteInputSchema,
        response: { 200: successEnvelope(z.object({ _id: z.string(), note: z.string() })) },
      },
    },
    async (request) => {
      const row = await updateApplicationNote({
        db,
        actor: requireActor(request),
        applicationId: request.params.id,
        note: request.body.note,
      });
      return ok({ _id: row.id, note: row.note });
    },
  );

  app.post(
    '/v1/opportunities/:id/requests',
    {
      onRequest: [...poster, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Invite a freelancer (by code) to apply',
        params: opportunityIdParamsSchema,
        body: inviteInputSchema,
        response: { 200: successEnvelope(z.object({ _id: z.string(), status: z.string() })) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await enforceRateLimit(
        ctx.rateLimiter,
        `invite:user:${actor.userId}`,
        ctx.rateLimitRules.invitationsPerUser,
      );
      const { row } = await inviteFreelancer({
        db,
        actor,
        opportunityId: request.params.id,
        freelancerCode: request.body.freelancerCode,
        message: request.body.message,
        notifier,
      });
      return ok({ _id: row.id, status: row.status });
    },
  );
};
