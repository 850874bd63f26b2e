import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function saveOpportunity({ id, isSaved }: { id: string; isSaved: boolean }) {
  return call(apiRoutes.opportunities.saveOpportunity, {
    params: { id },
    body: {
      isSaved,
    },
  });
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
