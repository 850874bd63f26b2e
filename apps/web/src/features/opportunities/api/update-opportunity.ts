import { apiRoutes, isSuccess, type OpportunityUpdateInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function updateOpportunity({ id, input }: { id: string; input: OpportunityUpdateInput }) {
  return call(apiRoutes.opportunities.updateOpportunity, { params: { id }, body: input });
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useUpdateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOpportunity,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
