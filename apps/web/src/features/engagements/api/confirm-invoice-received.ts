import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** The issuer confirms the money arrived: the invoice is paid. */
export function confirmInvoiceReceived(id: string) {
  return call(apiRoutes.workAgreements.invoices.confirmInvoiceReceived, { params: { id } });
}

export const useConfirmInvoiceReceived = () => useWorkMutation(confirmInvoiceReceived);
