import { z } from 'zod';
import { billingDetailsSchema } from './billing.js';
import { paginationQuerySchema } from './envelope.js';
import { bankDetailSchema } from './user.js';

/** Invoices of approved milestones and weeks (issue 34, decisions 122 and 123). No money moves. */
export const INVOICE_STATUSES = ['open', 'marked_paid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** An invoice is due this many days after it is issued. */
export const INVOICE_DUE_DAYS = 14;

const trimmed = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

export const invoiceIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an invoice id' }) });
export const invoicesQuerySchema = paginationQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES, { error: `must be one of ${INVOICE_STATUSES.join(', ')}` }).optional(),
  engagementId: z.uuid({ error: 'must be an engagement id' }).optional(),
});
export const markPaidInputSchema = z.object({
  /** The transfer's reference, as the bank shows it. */
  reference: trimmed(200).min(1, 'is required'),
});
export type MarkPaidInput = z.input<typeof markPaidInputSchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  /** Hourly lines: the minutes and the hourly rate; null on a milestone line. */
  minutes: z.number().int().nullable(),
  hourlyRate: z.number().int().nullable(),
  amount: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePartySchema = billingDetailsSchema.extend({
  kind: z.enum(['user', 'company']),
  code: z.string(),
  name: z.string(),
});

/** An invoice in a list (and on the engagement page). */
export const invoiceSummarySchema = z.object({
  _id: z.string(),
  /** Unbroken per issuer: `<issuer code>-<sequence, 4 digits>`, e.g. `AB12CD-0007`. */
  number: z.string(),
  sequence: z.number().int(),
  engagementId: z.string(),
  /** The viewer's side: the one who issued it (`worker`) or the one who pays (`client`). */
  side: z.enum(['client', 'worker']),
  source: z.object({ kind: z.enum(['milestone', 'timesheet']), _id: z.string() }),
  issuerName: z.string(),
  clientName: z.string(),
  currency: z.string(),
  total: z.number().int(),
  issuedOn: z.string(),
  dueOn: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Not paid (confirmed) and past its due date. */
  isOverdue: z.boolean(),
  can: z.object({ markPaid: z.boolean(), confirmReceived: z.boolean() }),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  issuer: invoicePartySchema,
  client: invoicePartySchema,
  lines: z.array(invoiceLineSchema),
  /** The issuer's bank details for the transfer (as they were when the invoice was made). */
  bankDetail: bankDetailSchema.nullable(),
  opportunityTitle: z.string(),
  markedPaidAt: z.string().nullable(),
  paymentReference: z.string(),
  receivedAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
