import type { AccountDeletionInput, EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

type Api = typeof endpoints.accountDeletion;
type Status = EndpointResult<Api['getAccountDeletion']>;

export const ACCOUNT_DELETION_KEY = ['user', 'deletion'] as const;

export function getAccountDeletion(signal?: AbortSignal) {
  return apiClient.get<Status>('/v1/user/deletion', { signal });
}

export function useAccountDeletion() {
  return useQuery(
    queryOptions({
      queryKey: ACCOUNT_DELETION_KEY,
      queryFn: async ({ signal }) => unwrap(await getAccountDeletion(signal)),
    }),
  );
}

export function requestAccountDeletion(input: AccountDeletionInput) {
  return apiClient.post<EndpointResult<Api['requestAccountDeletion']>>('/v1/user/deletion', input);
}

export function cancelAccountDeletion() {
  return apiClient.request<EndpointResult<Api['cancelAccountDeletion']>>('DELETE', '/v1/user/deletion');
}

export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'deletion', 'request'],
    mutationFn: requestAccountDeletion,
    onSuccess: (envelope) => {
      if (!isSuccess(envelope)) return;
      queryClient.setQueryData<Status>(ACCOUNT_DELETION_KEY, (current) =>
        current ? { ...current, pending: envelope.result } : current,
      );
    },
  });
}

export function useCancelAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'deletion', 'cancel'],
    mutationFn: cancelAccountDeletion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DELETION_KEY }),
  });
}
