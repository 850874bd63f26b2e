import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function saveOpportunity({ id, isSaved }: { id: string; isSaved: boolean }) {
  return apiClient.post<EndpointResult<typeof endpoints.opportunities.saveOpportunity>>(
    `/v1/opportunities/${encodeURIComponent(id)}/save`,
    {
      isSaved,
    },
  );
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useSaveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOpportunity,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
