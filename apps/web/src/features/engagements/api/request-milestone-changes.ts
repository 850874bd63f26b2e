import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** Sends a submitted milestone back with a note. */
export function requestMilestoneChanges({ id, note }: { id: string; note: string }) {
  return call(apiRoutes.workAgreements.milestones.requestMilestoneChanges, {
    params: { id },
    body: { note },
  });
}

export const useRequestMilestoneChanges = () => useWorkMutation(requestMilestoneChanges);
