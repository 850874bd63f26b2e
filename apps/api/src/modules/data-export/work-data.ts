import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, offers, timeEntries } from '../../db/schema.js';

/**
 * The person's work agreements (decision 122) for their data export: offers they sent or that
 * were made to them, the time they logged, and the invoices issued in their name.
 */
export async function collectWorkData(db: Db, userId: string) {
  const [offerRows, timeRows, invoiceRows] = await Promise.all([
    db
      .select({
        _id: offers.id,
        threadId: offers.threadId,
        version: offers.version,
        opportunityId: offers.opportunityId,
        status: offers.status,
        sentBy: offers.sentBy,
        terms: offers.terms,
        reason: offers.reason,
        createdAt: offers.createdAt,
        respondedAt: offers.respondedAt,
      })
      .from(offers)
      .where(or(eq(offers.sentByUserId, userId), eq(offers.workerUserId, userId)))
      .orderBy(asc(offers.createdAt)),
    db
      .select({
        _id: timeEntries.id,
        timesheetId: timeEntries.timesheetId,
        date: timeEntries.workDate,
        minutes: timeEntries.minutes,
        memo: timeEntries.memo,
        createdAt: timeEntries.createdAt,
      })
      .from(timeEntries)
      .where(eq(timeEntries.userId, userId))
      .orderBy(asc(timeEntries.workDate)),
    db
      .select({
        _id: invoices.id,
        number: invoices.number,
        engagementId: invoices.engagementId,
        issuer: invoices.issuer,
        client: invoices.client,
        lines: invoices.lines,
        currency: invoices.currency,
        total: invoices.total,
        issuedOn: invoices.issuedOn,
        dueOn: invoices.dueOn,
        status: invoices.status,
        paymentReference: invoices.paymentReference,
      })
      .from(invoices)
      .where(eq(invoices.issuerKey, `user:${userId}`))
      .orderBy(asc(invoices.sequence)),
  ]);
  return { offers: offerRows, timeLogged: timeRows, invoicesIssued: invoiceRows };
}
