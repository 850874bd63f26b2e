import { endpoints } from '@talentport/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { findWorkActor, loadEngagement, workViewerOf } from './access.js';
import { getEngagementDetail } from './engagement-detail.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { confirmInvoiceReceived, findInvoice, listInvoices, markInvoicePaid } from './invoices-service.js';
import {
  acceptMilestone,
  approveMilestone,
  declineMilestone,
  proposeMilestone,
  requestMilestoneChanges,
  submitMilestone,
} from './milestones-service.js';
import type { WorkContext } from './notify.js';
import { presentOfferDetail, presentOfferList } from './offers-presenter.js';
import { getOffer, listOffers } from './offers-queries.js';
import { acceptOffer, counterOffer, createOffer, declineOffer, withdrawOffer } from './offers-service.js';
import { presentInvoice, presentInvoiceSummary, presentMilestone, presentTimesheet } from './presenter.js';
import { type findTimesheet, listWeeks } from './timesheets-queries.js';
import { actOnTimesheet, deleteTimeEntry, logTime, updateTimeEntry } from './timesheets-service.js';
import { weekStartFromIso } from './weeks.js';

const api = endpoints.workAgreements;

async function databaseToday(db: Db): Promise<string> {
  const result = (await db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as today`)) as unknown as {
    rows: { today: string }[];
  };
  return result.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
}

/** Offers, milestones, timesheets and invoices (issue 34, decision 122). */
export const workAgreementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, appCtx) => {
  const ctx: WorkContext = {
    db: appCtx.db,
    links: appCtx.links,
    events: appCtx.events,
    chatEvents: appCtx.chatEvents,
    nudgeMail: appCtx.nudgeMail,
    platformCurrency: appCtx.platformCurrency,
  };
  const { db } = ctx;
  const authenticate = createAuthenticate(db);
  const limited = [authenticate, createTextWriteLimit(appCtx)];
  const offerAnswer = async (detail: Awaited<ReturnType<typeof getOffer>>) =>
    ok(await presentOfferDetail(db, detail));
  const milestoneAnswer = (row: Awaited<ReturnType<typeof approveMilestone>>) =>
    ok(presentMilestone(row.milestone, row.engagement, row.viewer, null));
  const sheetAnswer = (found: Awaited<ReturnType<typeof findTimesheet>>) =>
    ok(
      presentTimesheet(
        { ...found.view, weekStart: found.view.sheet.weekStart },
        found.view.engagement,
        found.viewer,
        new Date(),
      ),
    );
  const invoiceAnswer = async (found: Awaited<ReturnType<typeof findInvoice>>) =>
    ok(presentInvoice(found.invoice, found.viewer, await databaseToday(db)));

  // Offers.
  app.post(
    api.offers.createOffer.path,
    {
      onRequest: [authenticate, requireRole('employer', 'agency'), ...limited.slice(1)],
      schema: endpointSchema(api.offers.createOffer),
    },
    async (request) => offerAnswer(await createOffer(ctx, requireActor(request), request.body)),
  );
  app.get(
    api.offers.listOffers.path,
    { onRequest: authenticate, schema: endpointSchema(api.offers.listOffers) },
    async (request) => {
      const { page, recordPerPage, status } = request.query;
      const { rows, total, who } = await listOffers(ctx, requireActor(request), {
        page,
        recordPerPage,
        status,
      });
      return ok({ items: await presentOfferList(db, who, rows), total, page, recordPerPage });
    },
  );
  app.get(
    api.offers.getOffer.path,
    { onRequest: authenticate, schema: endpointSchema(api.offers.getOffer) },
    async (request) => offerAnswer(await getOffer(ctx, requireActor(request), request.params.id)),
  );
  app.post(
    api.offers.acceptOffer.path,
    { onRequest: authenticate, schema: endpointSchema(api.offers.acceptOffer) },
    async (request) => offerAnswer(await acceptOffer(ctx, requireActor(request), request.params.id)),
  );
  app.post(
    api.offers.declineOffer.path,
    { onRequest: limited, schema: endpointSchema(api.offers.declineOffer) },
    async (request) =>
      offerAnswer(await declineOffer(ctx, requireActor(request), request.params.id, request.body.reason)),
  );
  app.post(
    api.offers.counterOffer.path,
    { onRequest: limited, schema: endpointSchema(api.offers.counterOffer) },
    async (request) =>
      offerAnswer(await counterOffer(ctx, requireActor(request), request.params.id, request.body.terms)),
  );
  app.post(
    api.offers.withdrawOffer.path,
    { onRequest: authenticate, schema: endpointSchema(api.offers.withdrawOffer) },
    async (request) => offerAnswer(await withdrawOffer(ctx, requireActor(request), request.params.id)),
  );

  // The engagement and its milestones.
  const m = api.milestones;
  app.get(
    m.getEngagement.path,
    { onRequest: authenticate, schema: endpointSchema(m.getEngagement) },
    async (request) => ok(await getEngagementDetail(ctx, requireActor(request), request.params.id)),
  );
  app.post(
    m.proposeMilestone.path,
    { onRequest: limited, schema: endpointSchema(m.proposeMilestone) },
    async (request) =>
      milestoneAnswer(await proposeMilestone(ctx, requireActor(request), request.params.id, request.body)),
  );
  app.post(
    m.acceptMilestone.path,
    { onRequest: authenticate, schema: endpointSchema(m.acceptMilestone) },
    async (request) => milestoneAnswer(await acceptMilestone(ctx, requireActor(request), request.params.id)),
  );
  app.post(
    m.declineMilestone.path,
    { onRequest: limited, schema: endpointSchema(m.declineMilestone) },
    async (request) =>
      milestoneAnswer(
        await declineMilestone(ctx, requireActor(request), request.params.id, request.body.reason),
      ),
  );
  app.post(
    m.submitMilestone.path,
    { onRequest: limited, schema: endpointSchema(m.submitMilestone) },
    async (request) =>
      milestoneAnswer(await submitMilestone(ctx, requireActor(request), request.params.id, request.body)),
  );
  app.post(
    m.approveMilestone.path,
    { onRequest: authenticate, schema: endpointSchema(m.approveMilestone) },
    async (request) => milestoneAnswer(await approveMilestone(ctx, requireActor(request), request.params.id)),
  );
  app.post(
    m.requestMilestoneChanges.path,
    { onRequest: limited, schema: endpointSchema(m.requestMilestoneChanges) },
    async (request) =>
      milestoneAnswer(
        await requestMilestoneChanges(ctx, requireActor(request), request.params.id, request.body.note),
      ),
  );

  // Hourly: time and weeks.
  const t = api.time;
  app.post(t.logTime.path, { onRequest: limited, schema: endpointSchema(t.logTime) }, async (request) =>
    sheetAnswer(await logTime(ctx, requireActor(request), request.params.id, request.body)),
  );
  app.put(
    t.updateTimeEntry.path,
    { onRequest: limited, schema: endpointSchema(t.updateTimeEntry) },
    async (request) =>
      sheetAnswer(await updateTimeEntry(ctx, requireActor(request), request.params.id, request.body)),
  );
  app.delete(
    t.deleteTimeEntry.path,
    { onRequest: authenticate, schema: endpointSchema(t.deleteTimeEntry) },
    async (request) => sheetAnswer(await deleteTimeEntry(ctx, requireActor(request), request.params.id)),
  );
  app.get(
    t.listTimesheets.path,
    { onRequest: authenticate, schema: endpointSchema(t.listTimesheets) },
    async (request) => {
      const who = await findWorkActor(db, requireActor(request));
      const { engagement, viewer, now } = await loadEngagement(db, who, request.params.id);
      const { page, recordPerPage, week } = request.query;
      const weekStart = week ? weekStartFromIso(week) : undefined;
      const { rows, total } = await listWeeks(db, engagement.id, {
        ...(weekStart ? { weekStart } : {}),
        limit: recordPerPage,
        offset: (page - 1) * recordPerPage,
      });
      const items = rows.map((row) =>
        presentTimesheet({ ...row, weekStart: row.sheet.weekStart }, engagement, viewer, now),
      );
      if (weekStart && items.length === 0 && engagement.terms?.kind === 'hourly') {
        items.push(
          presentTimesheet({ sheet: null, weekStart, entries: [], invoiceId: null }, engagement, viewer, now),
        );
      }
      return ok({ items, total: Math.max(total, items.length), page, recordPerPage });
    },
  );
  for (const [endpoint, action] of [
    [t.submitTimesheet, 'submit'],
    [t.approveTimesheet, 'approve'],
  ] as const) {
    app.post(endpoint.path, { onRequest: authenticate, schema: endpointSchema(endpoint) }, async (request) =>
      sheetAnswer(await actOnTimesheet(ctx, requireActor(request), request.params.id, action)),
    );
  }
  app.post(
    t.disputeTimesheet.path,
    { onRequest: limited, schema: endpointSchema(t.disputeTimesheet) },
    async (request) =>
      sheetAnswer(
        await actOnTimesheet(ctx, requireActor(request), request.params.id, 'dispute', request.body.reason),
      ),
  );

  // Invoices.
  const i = api.invoices;
  app.get(
    i.listInvoices.path,
    { onRequest: authenticate, schema: endpointSchema(i.listInvoices) },
    async (request) => {
      const { page, recordPerPage, status, engagementId } = request.query;
      const { rows, total, who } = await listInvoices(ctx, requireActor(request), {
        page,
        recordPerPage,
        status,
        engagementId,
      });
      const today = await databaseToday(db);
      return ok({
        items: rows.map((row) =>
          presentInvoiceSummary(row.invoice, workViewerOf(who, row.engagement), today),
        ),
        total,
        page,
        recordPerPage,
      });
    },
  );
  app.get(
    i.getInvoice.path,
    { onRequest: authenticate, schema: endpointSchema(i.getInvoice) },
    async (request) => invoiceAnswer(await findInvoice(ctx, requireActor(request), request.params.id)),
  );
  app.get(
    i.downloadInvoicePdf.path,
    { onRequest: authenticate, schema: endpointSchema(i.downloadInvoicePdf) },
    async (request, reply) => {
      const { invoice } = await findInvoice(ctx, requireActor(request), request.params.id);
      const pdf = Buffer.from(await renderInvoicePdf(invoice));
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.length))
        .header(
          'content-disposition',
          `attachment; filename="invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
        )
        .header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
  app.post(
    i.markInvoicePaid.path,
    { onRequest: limited, schema: endpointSchema(i.markInvoicePaid) },
    async (request) =>
      invoiceAnswer(
        await markInvoicePaid(ctx, requireActor(request), request.params.id, request.body.reference),
      ),
  );
  app.post(
    i.confirmInvoiceReceived.path,
    { onRequest: authenticate, schema: endpointSchema(i.confirmInvoiceReceived) },
    async (request) =>
      invoiceAnswer(await confirmInvoiceReceived(ctx, requireActor(request), request.params.id)),
  );
};
