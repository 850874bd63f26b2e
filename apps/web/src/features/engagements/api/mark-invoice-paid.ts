import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** The client says the transfer was sent, with its reference. */
export function markInvoicePaid({ id, reference }: { id: string; reference: string }) {
  return call(apiRoutes.workAgreements.invoices.markInvoicePaid, { params: { id }, body: { reference } });
}

export const useMarkInvoicePaid = () => useWorkMutation(markInvoicePaid);
