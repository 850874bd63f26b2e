import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function updateApplicationNote({ applicationId, note }: { applicationId: string; note: string }) {
  return call(apiRoutes.applications.updateApplicationNote, {
    params: { id: applicationId },
    body: { note },
  });
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
