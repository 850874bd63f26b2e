import { apiRoutes, type TimeEntryUpdate } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** Changes a time entry while its week is open. */
export function updateTimeEntry({ id, ...input }: TimeEntryUpdate & { id: string }) {
  return call(apiRoutes.workAgreements.time.updateTimeEntry, { params: { id }, body: input });
}

export const useUpdateTimeEntry = () => useWorkMutation(updateTimeEntry);
