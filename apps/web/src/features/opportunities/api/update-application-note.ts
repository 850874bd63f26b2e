import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function updateApplicationNote({ applicationId, note }: { applicationId: string; note: string }) {
  return apiClient.put<EndpointResult<typeof endpoints.applications.updateApplicationNote>>(
    `/v1/applications/${encodeURIComponent(applicationId)}/note`,
    { note },
  );
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useUpdateApplicationNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationNote,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
