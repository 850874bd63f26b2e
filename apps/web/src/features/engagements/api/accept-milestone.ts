import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** A milestone the other side proposed becomes part of the work. */
export function acceptMilestone(id: string) {
  return call(apiRoutes.workAgreements.milestones.acceptMilestone, { params: { id } });
}

export const useAcceptMilestone = () => useWorkMutation(acceptMilestone);
