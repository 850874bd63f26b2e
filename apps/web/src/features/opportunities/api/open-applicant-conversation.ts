import { apiRoutes } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Opens or continues the hiring conversation with an applicant (decision 127). */
export function openApplicantConversation(applicationId: string) {
  return call(apiRoutes.applications.openApplicantConversation, { params: { id: applicationId } });
}

export function useOpenApplicantConversation() {
  return useMutation({ mutationFn: openApplicantConversation });
}
