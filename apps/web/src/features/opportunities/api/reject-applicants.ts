import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function rejectApplicants({
  opportunityId,
  applicationIds,
  message,
}: {
  opportunityId: string;
  applicationIds: string[];
  message: string;
}) {
  return call(apiRoutes.applications.rejectApplicants, {
    params: { id: opportunityId },
    body: { applicationIds, message },
  });
}

/** Rejects the selected applicants with one message; the pipeline and counts refresh. */
export function useRejectApplicants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplicants,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
    },
  });
}
