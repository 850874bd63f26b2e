import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The owner hands the company to another member and becomes an admin (decision 112). */
export function makeOwner(input: { code: string }) {
  return call(apiRoutes.companies.transferCompanyOwnership, { params: { code: input.code } });
}

export function useMakeOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'members', 'owner'],
    mutationFn: makeOwner,
    onSuccess: (envelope) => {
      if (!isSuccess(envelope)) return;
      // The team and the viewer's rights, and whatever else reads the caller's company role.
      void queryClient.invalidateQueries({ queryKey: ['company'] });
      // The delete-account section: a former owner may now leave (decision 111).
      void queryClient.invalidateQueries({ queryKey: ['user', 'deletion'] });
    },
  });
}
