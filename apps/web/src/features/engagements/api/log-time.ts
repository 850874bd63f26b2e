import { apiRoutes, type TimeEntryInput } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** Logs time on an hourly engagement; beyond the weekly limit the API answers 409 with a sentence. */
export function logTime({ engagementId, ...input }: TimeEntryInput & { engagementId: string }) {
  return call(apiRoutes.workAgreements.time.logTime, { params: { id: engagementId }, body: input });
}

export const useLogTime = () => useWorkMutation(logTime);
