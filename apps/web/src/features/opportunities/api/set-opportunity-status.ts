import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function setOpportunityStatus({ id, status }: { id: string; status: 'open' | 'paused' | 'closed' }) {
  return call(apiRoutes.opportunities.setOpportunityStatus, { params: { id }, body: { status } });
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
