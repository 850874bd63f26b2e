import { apiRoutes, type MilestoneInput } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** Another milestone on a fixed-price engagement; the other side accepts or declines it. */
export function proposeMilestone({ engagementId, ...input }: MilestoneInput & { engagementId: string }) {
  return call(apiRoutes.workAgreements.milestones.proposeMilestone, {
    params: { id: engagementId },
    body: input,
  });
}

export const useProposeMilestone = () => useWorkMutation(proposeMilestone);
