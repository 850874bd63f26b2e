import { apiRoutes, type InviteInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function inviteFreelancer({ id, input }: { id: string; input: InviteInput }) {
  return call(apiRoutes.applications.inviteFreelancer, { params: { id }, body: input });
}

/** Every opportunity query (search, detail, lists, pipeline) starts with the same key. */
export function useInviteFreelancer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFreelancer,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_ROOT_KEY });
      }
    },
  });
}
