import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getBenchQueryOptions } from './get-bench';

/** The owner or an admin invites a freelancer, by profile code, to the agency's bench. */
export function inviteToBench(input: { talentCode: string }) {
  return call(apiRoutes.agencyBench.inviteToBench, { body: input });
}

export function useInviteToBench() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'bench', 'invite'],
    mutationFn: inviteToBench,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: getBenchQueryOptions().queryKey });
      }
    },
  });
}
