import type { EndpointResult, endpoints } from '@talentport/contract';
import { type InviteInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export function inviteFreelancer({ id, input }: { id: string; input: InviteInput }) {
  return apiClient.post<EndpointResult<typeof endpoints.applications.inviteFreelancer>>(
    `/v1/opportunities/${encodeURIComponent(id)}/requests`,
    input,
  );
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
