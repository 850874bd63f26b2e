import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** Declines a proposed milestone (the proposer calls it off the same way). */
export function declineMilestone({ id, reason }: { id: string; reason: string }) {
  return call(apiRoutes.workAgreements.milestones.declineMilestone, { params: { id }, body: { reason } });
}

export const useDeclineMilestone = () => useWorkMutation(declineMilestone);
