import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function setOpportunityStatus({ id, status }: { id: string; status: 'open' | 'paused' | 'closed' }) {
  return apiClient.post<EndpointResult<typeof endpoints.opportunities.setOpportunityStatus>>(
    `/v1/opportunities/${encodeURIComponent(id)}/status`,
    { status },
  );
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useSetOpportunityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOpportunityStatus,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
