import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function reportOpportunity({ id, reason }: { id: string; reason: string }) {
  return call(apiRoutes.opportunities.reportOpportunity, {
    params: { id },
    body: {
      reason,
    },
  });
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useReportOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportOpportunity,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
