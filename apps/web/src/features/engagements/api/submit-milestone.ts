import { apiRoutes, type SubmitMilestoneInput } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** The freelancer hands in a milestone's work, with a note. */
export function submitMilestone({ id, ...input }: SubmitMilestoneInput & { id: string }) {
  return call(apiRoutes.workAgreements.milestones.submitMilestone, { params: { id }, body: input });
}

export const useSubmitMilestone = () => useWorkMutation(submitMilestone);
