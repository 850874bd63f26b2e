import { apiRoutes, type Envelope, isSuccess, TOKEN_HEADER } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorEnvelope, NETWORK_ERROR_MESSAGE, readEnvelope, unwrap } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

export function getDataExport(signal?: AbortSignal) {
  return call(apiRoutes.dataExport.getDataExport, { signal });
}

export function getDataExportQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'data-export'] as const,
    queryFn: async ({ signal }) => unwrap(await getDataExport(signal)),
    // While it is being prepared, look again now and then: the mail may come first.
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? 5000 : false),
  });
}

export function useDataExport() {
  return useQuery(getDataExportQueryOptions());
}

export function requestDataExport() {
  return call(apiRoutes.dataExport.requestDataExport);
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'data-export', 'request'],
    mutationFn: requestDataExport,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        queryClient.setQueryData(getDataExportQueryOptions().queryKey, envelope.result);
    },
  });
}

/**
 * `GET /api/v1/user/data-export/download`: the ZIP with the session (and the mailed link's token),
 * as a Blob to save. A refusal comes back as the API's envelope, like every call.
 */
export async function downloadDataExport(exportToken: string | null): Promise<Envelope<Blob>> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers[TOKEN_HEADER] = token;
  const query = exportToken ? `?token=${encodeURIComponent(exportToken)}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/v1/user/data-export/download${query}`, {
      headers,
      credentials: 'same-origin',
    });
  } catch {
    return errorEnvelope(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return { status: 200, message: 'ok', result: await response.blob() };
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  return readEnvelope<Blob>(response.status, payload);
}

export function useDownloadDataExport() {
  return useMutation({ mutationKey: ['user', 'data-export', 'download'], mutationFn: downloadDataExport });
}
