import type { EndpointResult, endpoints } from '@talentport/contract';
import { type ApplyInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function applyToOpportunity({ id, input }: { id: string; input: ApplyInput }) {
  return apiClient.post<EndpointResult<typeof endpoints.applications.applyToOpportunity>>(
    `/v1/opportunities/${encodeURIComponent(id)}/apply`,
    input,
  );
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useApplyToOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToOpportunity,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
