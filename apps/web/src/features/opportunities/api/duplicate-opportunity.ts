import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function duplicateOpportunity(id: string) {
  return call(apiRoutes.opportunities.duplicateOpportunity, { params: { id } });
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
