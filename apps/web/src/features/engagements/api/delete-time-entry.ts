import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** Deletes a time entry while its week is open. */
export function deleteTimeEntry(id: string) {
  return call(apiRoutes.workAgreements.time.deleteTimeEntry, { params: { id } });
}

export const useDeleteTimeEntry = () => useWorkMutation(deleteTimeEntry);
