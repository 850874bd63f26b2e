import { apiRoutes, isSuccess } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, unwrap } from '../../../lib/api-client';

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
 * The ZIP with the session (and the mailed link's token), as a Blob to save. A refusal comes back as
 * the API's envelope, like every call.
 */
export function downloadDataExport(exportToken: string | null) {
  return download(apiRoutes.dataExport.downloadDataExport, { query: { token: exportToken ?? undefined } });
}

export function useDownloadDataExport() {
  return useMutation({ mutationKey: ['user', 'data-export', 'download'], mutationFn: downloadDataExport });
}
