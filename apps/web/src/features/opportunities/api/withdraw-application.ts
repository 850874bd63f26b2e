import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function withdrawApplication(applicationId: string) {
  return apiClient.post<EndpointResult<typeof endpoints.applications.withdrawApplication>>(
    `/v1/applications/${encodeURIComponent(applicationId)}/withdraw`,
  );
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
