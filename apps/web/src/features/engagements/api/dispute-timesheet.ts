import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** The company disputes a submitted week with a reason; the freelancer may edit and resubmit. */
export function disputeTimesheet({ id, reason }: { id: string; reason: string }) {
  return call(apiRoutes.workAgreements.time.disputeTimesheet, { params: { id }, body: { reason } });
}

export const useDisputeTimesheet = () => useWorkMutation(disputeTimesheet);
