import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** The company approves a submitted week; its invoice is made. */
export function approveTimesheet(id: string) {
  return call(apiRoutes.workAgreements.time.approveTimesheet, { params: { id } });
}

export const useApproveTimesheet = () => useWorkMutation(approveTimesheet);
