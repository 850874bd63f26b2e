import { apiRoutes } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client';

/**
 * The invoice as a PDF, with the session (the token travels in a header, so a plain link cannot
 * carry it), as a Blob to save; a refusal comes back as the API's envelope.
 */
export function downloadInvoicePdf(id: string) {
  return download(apiRoutes.workAgreements.invoices.downloadInvoicePdf, { params: { id } });
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationKey: ['invoices', 'pdf'], mutationFn: downloadInvoicePdf });
}
