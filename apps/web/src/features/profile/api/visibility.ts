import { apiRoutes, isSuccess, type TalentVisibilityInput } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** Who may see the freelancer's profile, and their availability (decision 100). */
export function getVisibility(signal?: AbortSignal) {
  return call(apiRoutes.talent.getMyVisibility, { signal });
}

export function getVisibilityQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'visibility'] as const,
    queryFn: async ({ signal }) => unwrap(await getVisibility(signal)),
  });
}

export function useVisibility() {
  return useQuery(getVisibilityQueryOptions());
}

export function updateVisibility(input: TalentVisibilityInput) {
  return call(apiRoutes.talent.updateMyVisibility, { body: input });
}

export function useUpdateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'visibility', 'update'],
    mutationFn: updateVisibility,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        queryClient.setQueryData(getVisibilityQueryOptions().queryKey, envelope.result);
    },
  });
}
