import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function duplicateOpportunity(id: string) {
  return apiClient.post<EndpointResult<typeof endpoints.opportunities.duplicateOpportunity>>(
    `/v1/opportunities/${encodeURIComponent(id)}/duplicate`,
  );
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useDuplicateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateOpportunity,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
