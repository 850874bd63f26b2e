import { apiRoutes, isSuccess, type PipelineStatus } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function changeApplicationStatus({
  applicationId,
  status,
}: {
  applicationId: string;
  status: PipelineStatus;
}) {
  return call(apiRoutes.applications.changeApplicationStatus, {
    params: { id: applicationId },
    body: { status },
  });
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
