import { apiRoutes, isSuccess, type OpportunityCreateInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function createOpportunity(input: OpportunityCreateInput) {
  return call(apiRoutes.opportunities.createOpportunity, { body: input });
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpportunity,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
