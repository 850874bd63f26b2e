import type { EndpointResult, endpoints } from '@talentport/contract';
import { type EndEngagementInput, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ENGAGEMENTS_ROOT_KEY } from './get-engagements';

/** `POST /v1/engagements/{id}/end`: completed or cancelled, with an optional reason. */
export function endEngagement({ id, ...input }: EndEngagementInput & { id: string }) {
  return apiClient.post<EndpointResult<typeof endpoints.engagements.endEngagement>>(
    `/v1/engagements/${id}/end`,
    input,
  );
}

export function useEndEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endEngagement,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_ROOT_KEY });
    },
  });
}
