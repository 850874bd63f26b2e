import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The owner or an admin removes someone from the team (issue 35). */
export function removeMember(input: { code: string }) {
  return call(apiRoutes.companies.removeCompanyMember, { params: { code: input.code } });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'members', 'remove'],
    mutationFn: removeMember,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: ['company'] });
    },
  });
}
