import { apiRoutes, type CompanyMemberRoleInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getCompanyMembersQueryOptions } from './get-company-members';

/** The owner makes a member an admin, or a member again. */
export function setMemberRole(input: { code: string } & CompanyMemberRoleInput) {
  return call(apiRoutes.companies.setCompanyMemberRole, {
    params: { code: input.code },
    body: { companyRole: input.companyRole },
  });
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
