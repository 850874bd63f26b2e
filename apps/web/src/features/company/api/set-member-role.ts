import type { EndpointResult, endpoints } from '@talentport/contract';
import { type CompanyMemberRoleInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getCompanyMembersQueryOptions } from './get-company-members';

/** The owner makes a member an admin, or a member again. */
export function setMemberRole(input: { code: string } & CompanyMemberRoleInput) {
  return apiClient.request<EndpointResult<typeof endpoints.companies.setCompanyMemberRole>>(
    'PUT',
    `/v1/company/members/${encodeURIComponent(input.code)}/role`,
    { body: { companyRole: input.companyRole } },
  );
}

export function useSetMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'members', 'role'],
    mutationFn: setMemberRole,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        void queryClient.invalidateQueries({ queryKey: getCompanyMembersQueryOptions().queryKey });
    },
  });
}
