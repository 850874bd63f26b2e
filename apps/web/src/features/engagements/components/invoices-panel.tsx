import '../engagements.css';
import { type InvoiceSummary, isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useConfirmInvoiceReceived } from '../api/confirm-invoice-received';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
import { NoteForm, type Outcome, outcomeOf, WorkSection } from './work-forms';

const day = (value: string) => formatWhen(value.length === 10 ? `${value}T12:00:00Z` : value);

/** Where an invoice stands, in words: issued, overdue, marked paid, or paid and confirmed. */
export function invoiceState(invoice: Pick<InvoiceSummary, 'status' | 'isOverdue'>): {
  label: string;
  tone: string;
} {
  if (invoice.status === 'paid') return { label: 'Paid', tone: 'accepted' };
  if (invoice.status === 'marked_paid') return { label: 'Marked paid', tone: 'shortlisted' };
  return invoice.isOverdue
    ? { label: 'Overdue', tone: 'rejected' }
    : { label: 'Issued', tone: 'interviewing' };
}

/** Saves a downloaded Blob under a file name, as a link click would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The engagement's invoices: state, PDF, and paying by transfer (no money moves through Talentport). */
export function InvoicesPanel({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <WorkSection id="invoices-heading" title="Invoices">
      <p className="muted">
        Every approved milestone or week makes an invoice, due in 14 days. Payment is a bank transfer to the
        details on the invoice; Talentport does not hold money.
      </p>
      {invoices.length === 0 ? <p className="muted">No invoices yet.</p> : null}
      <ul className="work-list">
        {invoices.map((invoice) => (
          <InvoiceItem key={invoice._id} invoice={invoice} />
        ))}
      </ul>
    </WorkSection>
  );
}

function InvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  const pdf = useDownloadInvoicePdf();
  const markPaid = useMarkInvoicePaid();
  const confirm = useConfirmInvoiceReceived();
  const [isPaying, setIsPaying] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const state = invoiceState(invoice);

  async function downloadPdf() {
    const envelope = await pdf.mutateAsync(invoice._id);
    if (isSuccess(envelope)) save(envelope.result, `invoice-${invoice.number}.pdf`);
    else setOutcome({ tone: 'error', text: envelope.error.en });
  }

  return (
    <li className="work-item" aria-label={`Invoice ${invoice.number}`}>
      <div className="heading-row">
        <h3>Invoice {invoice.number}</h3>
        <span className={`status status--${state.tone}`}>{state.label}</span>
      </div>
      <p>
        <strong>{formatMoney(invoice.total, invoice.currency)}</strong> · from {invoice.issuerName} to{' '}
        {invoice.clientName}
      </p>
      <p className="muted">
        Issued {day(invoice.issuedOn)} · due {day(invoice.dueOn)}
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="actions">
        <Button
          variant="secondary"
          className="button--compact"
          isPending={pdf.isPending}
          onClick={() => void downloadPdf()}
        >
          Download PDF
        </Button>
        <Button
          variant="ghost"
          className="button--compact"
          aria-expanded={isOpen}
          onClick={() => setIsOpen((value) => !value)}
        >
          {isOpen ? 'Hide payment details' : 'Payment details'}
        </Button>
        {invoice.can.markPaid ? (
          <Button className="button--compact" onClick={() => setIsPaying(true)}>
            Mark paid
          </Button>
        ) : null}
        {invoice.can.confirmReceived ? (
          <Button
            className="button--compact"
            isPending={confirm.isPending}
            onClick={() =>
              void outcomeOf(confirm.mutateAsync(invoice._id), 'Confirmed: the invoice is paid.').then(
                setOutcome,
              )
            }
          >
            Confirm received
          </Button>
        ) : null}
      </div>
      {isPaying ? (
        <NoteForm
          label="Transfer reference"
          hint="As your bank shows it, so the issuer can find the payment."
          submitLabel="Mark as paid"
          isSingleLine
          onCancel={() => setIsPaying(false)}
          onSubmit={async (reference) => {
            const result = await outcomeOf(
              markPaid.mutateAsync({ id: invoice._id, reference }),
              `Marked paid. ${invoice.issuerName} has been asked to confirm the money arrived.`,
            );
            if (result?.tone === 'success') {
              setIsPaying(false);
              setOutcome(result);
            }
            return result;
          }}
        />
      ) : null}
      {isOpen ? <PaymentDetails id={invoice._id} /> : null}
    </li>
  );
}

function PaymentDetails({ id }: { id: string }) {
  const query = useInvoice(id, true);
  if (query.isPending) return <Spinner size={20} />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const invoice = query.data;
  const bank = invoice.bankDetail;
  return (
    <dl className="work-facts">
      <dt>Pay to</dt>
      <dd>
        {bank?.bankAccountNo
          ? `${bank.accountHolder}, account ${bank.bankAccountNo} at ${bank.bankName}${bank.city ? `, ${bank.city}` : ''}`
          : `${invoice.issuer.name} has not added bank details yet.`}
      </dd>
      <dt>Reference</dt>
      <dd>{invoice.number}</dd>
      {invoice.paymentReference ? (
        <>
          <dt>Transfer</dt>
          <dd>
            {invoice.paymentReference}
            {invoice.markedPaidAt ? `, marked paid ${formatWhen(invoice.markedPaidAt, 'dateTime')}` : ''}
          </dd>
        </>
      ) : null}
      {invoice.receivedAt ? (
        <>
          <dt>Received</dt>
          <dd>{formatWhen(invoice.receivedAt, 'dateTime')}</dd>
        </>
      ) : null}
    </dl>
  );
}
