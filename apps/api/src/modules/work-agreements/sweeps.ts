import { and, eq, sql } from 'drizzle-orm';
import { engagements, invoices } from '../../db/schema.js';
import { settleSubmittedMilestones } from './milestones-service.js';
import { AfterCommit, formatMoney, tellOtherSide, type WorkContext } from './notify.js';
import { expireDueOffers } from './offers-queries.js';
import { settleTimesheets } from './timesheets-service.js';

/**
 * Overdue invoices (decision 122): the client side is reminded the day after the due date, then
 * once a week until the invoice is paid. Database clock.
 */
export async function remindOverdueInvoices(ctx: WorkContext, limit = 200): Promise<number> {
  const due = await ctx.db
    .select({ invoice: invoices, engagement: engagements })
    .from(invoices)
    .innerJoin(engagements, eq(engagements.id, invoices.engagementId))
    .where(
      and(
        sql`${invoices.status} <> 'paid'`,
        sql`${invoices.dueOn} < current_date`,
        sql`(${invoices.overdueRemindedAt} is null or ${invoices.overdueRemindedAt} <= now() - interval '7 days')`,
      ),
    )
    .limit(limit);
  let reminded = 0;
  for (const row of due) {
    const after = new AfterCommit();
    await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(invoices)
        .set({ overdueRemindedAt: sql`now()` as unknown as Date })
        .where(
          and(
            eq(invoices.id, row.invoice.id),
            sql`(${invoices.overdueRemindedAt} is null or ${invoices.overdueRemindedAt} <= now() - interval '7 days')`,
          ),
        )
        .returning({ id: invoices.id });
      if (!claimed.length) return;
      await tellOtherSide(tx, ctx, after, {
        parties: row.engagement,
        toSide: 'client',
        actorUserId: null,
        kind: 'work.invoice_overdue',
        title: `Invoice ${row.invoice.number} is overdue`,
        sentence: `Invoice ${row.invoice.number} of ${formatMoney(row.invoice.total, row.invoice.currency)} was due on ${row.invoice.dueOn}. Pay it by transfer and mark it paid${row.invoice.status === 'marked_paid' ? ', or ask the issuer to confirm the payment you marked' : ''}.`,
        opportunityTitle: row.invoice.opportunityTitle,
        isReminder: true,
      });
      reminded += 1;
    });
    after.flush(ctx);
  }
  return reminded;
}

/** One pass of every time rule of work agreements; answers how many rows it moved. */
export async function runWorkAgreementSweep(ctx: WorkContext): Promise<number> {
  const expired = await expireDueOffers(ctx.db);
  const milestonesMoved = await settleSubmittedMilestones(ctx);
  const weeksMoved = await settleTimesheets(ctx);
  const reminded = await remindOverdueInvoices(ctx);
  return expired + milestonesMoved + weeksMoved + reminded;
}
