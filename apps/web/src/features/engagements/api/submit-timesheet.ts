import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useWorkMutation } from './use-work-mutation';

/** Submits a week for the company's approval. */
export function submitTimesheet(id: string) {
  return call(apiRoutes.workAgreements.time.submitTimesheet, { params: { id } });
}

export const useSubmitTimesheet = () => useWorkMutation(submitTimesheet);
