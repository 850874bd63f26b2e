import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function respondToRequest({ requestId, accept }: { requestId: string; accept: boolean }) {
  return apiClient.post<EndpointResult<typeof endpoints.applications.respondToRequest>>(
    `/v1/requests/${encodeURIComponent(requestId)}/respond`,
    { accept },
  );
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
