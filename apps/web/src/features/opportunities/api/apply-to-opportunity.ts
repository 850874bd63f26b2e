import { type ApplyInput, apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function applyToOpportunity({ id, input }: { id: string; input: ApplyInput }) {
  return call(apiRoutes.applications.applyToOpportunity, { params: { id }, body: input });
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
