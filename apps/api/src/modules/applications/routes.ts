import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole, requireVerifiedEmail } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { listSavedOpportunities, presentSummary } from '../opportunities/index.js';
import { applicantToolRoutes } from './applicant-tools-routes.js';
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

const applicationsApi = endpoints.applications;

export const applicationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limits = createRateLimits(ctx);
  const { db } = ctx;
  const notifier: Notifier = { links: ctx.links, events: ctx.events, nudgeMail: ctx.nudgeMail };
  const authenticate = createAuthenticate(db);
  const candidate = [authenticate, requireRole('freelancer', 'agency')];
  const poster = [authenticate, requireRole('employer', 'agency')];
  const limitTextWrites = createTextWriteLimit(ctx);
  await applicantToolRoutes(app, ctx);

  app.post(
    applicationsApi.applyToOpportunity.path,
    {
      onRequest: [...candidate, requireVerifiedEmail],
      schema: endpointSchema(applicationsApi.applyToOpportunity),
      preHandler: limits.limit({
        rule: 'applicationsPerUser',
        key: (request) => `apply:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const actor = requireActor(request);
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
    applicationsApi.withdrawApplication.path,
    {
      onRequest: candidate,
      schema: endpointSchema(applicationsApi.withdrawApplication),
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
    applicationsApi.listMyApplications.path,
    {
      onRequest: candidate,
      schema: endpointSchema(applicationsApi.listMyApplications),
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
    applicationsApi.listSavedOpportunities.path,
    {
      onRequest: candidate,
      schema: endpointSchema(applicationsApi.listSavedOpportunities),
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
    applicationsApi.listMyRequests.path,
    {
      onRequest: [authenticate, requireRole('freelancer', 'agency')],
      schema: endpointSchema(applicationsApi.listMyRequests),
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
    applicationsApi.respondToRequest.path,
    {
      onRequest: [authenticate, requireRole('freelancer', 'agency'), limitTextWrites],
      schema: endpointSchema(applicationsApi.respondToRequest),
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
    applicationsApi.listOpportunityApplications.path,
    {
      onRequest: poster,
      schema: endpointSchema(applicationsApi.listOpportunityApplications),
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
    applicationsApi.changeApplicationStatus.path,
    {
      onRequest: [...poster, limitTextWrites],
      schema: endpointSchema(applicationsApi.changeApplicationStatus),
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
    applicationsApi.undoApplicationDecision.path,
    {
      onRequest: poster,
      schema: endpointSchema(applicationsApi.undoApplicationDecision),
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
    applicationsApi.notifyApplicantNow.path,
    {
      onRequest: poster,
      schema: endpointSchema(applicationsApi.notifyApplicantNow),
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
    applicationsApi.updateApplicationNote.path,
    {
      onRequest: [...poster, limitTextWrites],
      schema: endpointSchema(applicationsApi.updateApplicationNote),
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
    applicationsApi.inviteFreelancer.path,
    {
      onRequest: [...poster, requireVerifiedEmail],
      schema: endpointSchema(applicationsApi.inviteFreelancer),
      preHandler: limits.limit({
        rule: 'invitationsPerUser',
        key: (request) => `invite:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const actor = requireActor(request);
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
