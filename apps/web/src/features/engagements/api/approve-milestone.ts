import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** The company approves a submitted milestone; its invoice is made. */
export function approveMilestone(id: string) {
  return call(apiRoutes.workAgreements.milestones.approveMilestone, { params: { id } });
}

export const useApproveMilestone = () => useWorkMutation(approveMilestone);
