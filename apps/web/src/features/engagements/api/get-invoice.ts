import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { INVOICES_ROOT_KEY } from '../../../lib/query-keys';

/** One invoice: both parties with billing details, the lines, and the issuer's bank details. */
export function getInvoice(id: string, signal?: AbortSignal) {
  return call(apiRoutes.workAgreements.invoices.getInvoice, { params: { id }, signal });
}

export function getInvoiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...INVOICES_ROOT_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) => unwrap(await getInvoice(id, signal)),
  });
}

export function useInvoice(id: string, isEnabled: boolean) {
  return useQuery({ ...getInvoiceQueryOptions(id), enabled: isEnabled });
}
