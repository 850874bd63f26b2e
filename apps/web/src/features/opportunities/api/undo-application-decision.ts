import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

/** Takes back a hire or a rejection inside its window (decision 060). */
export function undoApplicationDecision(applicationId: string) {
  return call(apiRoutes.applications.undoApplicationDecision, { params: { id: applicationId } });
}

export function useUndoApplicationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoApplicationDecision,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
    },
  });
}

/** Ends the undo window early: the candidate is told now. */
export function notifyCandidateNow(applicationId: string) {
  return call(apiRoutes.applications.notifyApplicantNow, { params: { id: applicationId } });
}

export function useNotifyCandidateNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyCandidateNow,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
    },
  });
}
