import type { InvoiceStatus } from '@talentport/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  companies,
  type EngagementRow,
  engagements,
  type InvoiceLineValue,
  type InvoicePartySnapshot,
  type InvoiceRow,
  invoices,
  opportunities,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { canActOnInvoice, enforce } from '../../policies/index.js';
import { findWorkActor, partyFilter, type WorkActor, workViewerOf } from './access.js';
import { AfterCommit, formatMoney, tellOtherSide, type WorkContext } from './notify.js';

const invoiceNotFound = () => new AppError('NOT_FOUND', 'There is no invoice with this id.');

function snapshot(
  kind: 'user' | 'company',
  row: { code: string; name: string; billing: InvoicePartySnapshot | Record<string, string | undefined> },
): InvoicePartySnapshot {
  const billing = row.billing as Partial<InvoicePartySnapshot>;
  return {
    kind,
    code: row.code,
    name: row.name,
    legalName: billing.legalName ?? '',
    billingAddress: billing.billingAddress ?? '',
    country: billing.country ?? '',
    taxId: billing.taxId ?? '',
  };
}

/** The issuer (the freelancer, or the agency that delivers) as the invoice prints it, and its bank details. */
async function issuerOf(tx: Db, engagement: EngagementRow) {
  if (engagement.workerCompanyId) {
    const [row] = await tx
      .select({
        code: companies.code,
        name: companies.name,
        billing: companies.billing,
        bank: users.bankDetail,
      })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.ownerUserId))
      .where(eq(companies.id, engagement.workerCompanyId));
    if (row) {
      return {
        key: `company:${engagement.workerCompanyId}`,
        party: snapshot('company', row),
        bank: row.bank ?? null,
      };
    }
  }
  const [row] = await tx
    .select({ code: users.code, name: users.fullname, billing: users.billing, bank: users.bankDetail })
    .from(users)
    .where(eq(users.id, engagement.workerUserId));
  if (!row) throw new Error('the engagement has no worker');
  return { key: `user:${engagement.workerUserId}`, party: snapshot('user', row), bank: row.bank ?? null };
}

/**
 * Makes the invoice of an approved milestone or week, in the approval's transaction. Its number
 * is the issuer's next in an unbroken sequence: the counter row is incremented with an upsert,
 * which holds its lock until the commit, so two approvals for one issuer take turns and a rolled
 * back approval gives its number back. Due 14 days after issue (database clock).
 */
export async function issueInvoice(
  tx: Db,
  ctx: Pick<WorkContext, 'links'>,
  after: AfterCommit,
  input: {
    engagement: EngagementRow;
    source: { milestoneId: string } | { timesheetId: string };
    lines: InvoiceLineValue[];
    currency: string;
    actorUserId: string | null;
  },
): Promise<InvoiceRow> {
  const { engagement } = input;
  const issuer = await issuerOf(tx, engagement);
  const [client] = await tx
    .select({ code: companies.code, name: companies.name, billing: companies.billing })
    .from(companies)
    .where(eq(companies.id, engagement.clientCompanyId));
  const [opportunity] = await tx
    .select({ title: opportunities.title })
    .from(opportunities)
    .where(eq(opportunities.id, engagement.opportunityId));
  const counted = (await tx.execute(sql`
    insert into invoice_counters (issuer_key, last_sequence) values (${issuer.key}, 1)
    on conflict (issuer_key) do update set last_sequence = invoice_counters.last_sequence + 1
    returning last_sequence`)) as unknown as { rows: { last_sequence: number }[] };
  const sequence = Number(counted.rows[0]?.last_sequence);
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const [row] = await tx
    .insert(invoices)
    .values({
      engagementId: engagement.id,
      issuerKey: issuer.key,
      sequence,
      number: `${issuer.party.code}-${String(sequence).padStart(4, '0')}`,
      ...('milestoneId' in input.source
        ? { milestoneId: input.source.milestoneId }
        : { timesheetId: input.source.timesheetId }),
      issuer: issuer.party,
      client: snapshot('company', client ?? { code: '', name: '', billing: {} }),
      bankDetail: issuer.bank,
      opportunityTitle: opportunity?.title ?? '',
      lines: input.lines,
      currency: input.currency,
      total,
      issuedOn: sql`current_date` as unknown as string,
      dueOn: sql`current_date + 14` as unknown as string,
    })
    .returning();
  if (!row) throw new Error('insert returned no invoice');
  await tellOtherSide(tx, ctx, after, {
    parties: engagement,
    toSide: 'client',
    actorUserId: input.actorUserId,
    kind: 'work.invoice_issued',
    title: `Invoice ${row.number} is due in 14 days`,
    sentence: `Invoice ${row.number} of ${formatMoney(total, input.currency)} was issued; pay it by transfer to the bank details it shows, then mark it paid.`,
    opportunityTitle: row.opportunityTitle,
  });
  return row;
}

async function lockInvoice(tx: Db, who: WorkActor, invoiceId: string, lock: boolean) {
  const query = tx
    .select({ invoice: invoices, engagement: engagements })
    .from(invoices)
    .innerJoin(engagements, eq(engagements.id, invoices.engagementId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: invoices }) : await query;
  if (!row) throw invoiceNotFound();
  const viewer = workViewerOf(who, row.engagement);
  if (!viewer.side) throw invoiceNotFound();
  return { invoice: row.invoice, parties: row.engagement, viewer };
}

export async function findInvoice(ctx: WorkContext, actor: Actor, invoiceId: string) {
  const who = await findWorkActor(ctx.db, actor);
  return lockInvoice(ctx.db, who, invoiceId, false);
}

async function changeInvoice(
  ctx: WorkContext,
  actor: Actor,
  invoiceId: string,
  action: 'markPaid' | 'confirmReceived',
  reference = '',
) {
  const who = await findWorkActor(ctx.db, actor);
  const after = new AfterCommit();
  await ctx.db.transaction(async (tx) => {
    const { invoice, parties, viewer } = await lockInvoice(tx, who, invoiceId, true);
    enforce(canActOnInvoice(viewer, invoice, action));
    const isPaid = action === 'markPaid';
    await tx
      .update(invoices)
      .set(
        isPaid
          ? {
              status: 'marked_paid',
              markedPaidAt: sql`now()` as unknown as Date,
              markedPaidByUserId: who.userId,
              paymentReference: reference,
            }
          : { status: 'paid', receivedAt: sql`now()` as unknown as Date, receivedByUserId: who.userId },
      )
      .where(eq(invoices.id, invoiceId));
    const amount = formatMoney(invoice.total, invoice.currency);
    await tellOtherSide(tx, ctx, after, {
      parties,
      toSide: isPaid ? 'worker' : 'client',
      actorUserId: who.userId,
      kind: isPaid ? 'work.invoice_marked_paid' : 'work.invoice_paid',
      title: isPaid
        ? `Invoice ${invoice.number} was marked paid`
        : `Payment of invoice ${invoice.number} confirmed`,
      sentence: isPaid
        ? `The client says the transfer of ${amount} was sent (reference: ${reference}). Confirm once it arrives.`
        : `The payment of ${amount} arrived: the invoice is paid.`,
      opportunityTitle: invoice.opportunityTitle,
      line: {
        conversationKey: `working:${invoice.engagementId}`,
        body: isPaid
          ? `Marked invoice ${invoice.number} (${amount}) as paid, reference ${reference}.`
          : `Confirmed the payment of invoice ${invoice.number} (${amount}) arrived.`,
      },
    });
  });
  after.flush(ctx);
  return findInvoice(ctx, actor, invoiceId);
}

export const markInvoicePaid = (ctx: WorkContext, actor: Actor, invoiceId: string, reference: string) =>
  changeInvoice(ctx, actor, invoiceId, 'markPaid', reference);
export const confirmInvoiceReceived = (ctx: WorkContext, actor: Actor, invoiceId: string) =>
  changeInvoice(ctx, actor, invoiceId, 'confirmReceived');

/** Invoices the actor's side issued or must pay, newest first. */
export async function listInvoices(
  ctx: WorkContext,
  actor: Actor,
  query: {
    page: number;
    recordPerPage: number;
    status?: InvoiceStatus | undefined;
    engagementId?: string | undefined;
  },
) {
  const who = await findWorkActor(ctx.db, actor);
  const where = and(
    partyFilter(who, engagements),
    query.status ? eq(invoices.status, query.status) : undefined,
    query.engagementId ? eq(invoices.engagementId, query.engagementId) : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ invoice: invoices, engagement: engagements })
      .from(invoices)
      .innerJoin(engagements, eq(engagements.id, invoices.engagementId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(query.recordPerPage)
      .offset((query.page - 1) * query.recordPerPage),
    ctx.db
      .select({ total: count() })
      .from(invoices)
      .innerJoin(engagements, eq(engagements.id, invoices.engagementId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0, who };
}
