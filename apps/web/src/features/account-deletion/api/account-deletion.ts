import {
  type AccountDeletionInput,
  apiRoutes,
  type EndpointResult,
  type endpoints,
  isSuccess,
} from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

type Api = typeof endpoints.accountDeletion;
type Status = EndpointResult<Api['getAccountDeletion']>;

export const ACCOUNT_DELETION_KEY = ['user', 'deletion'] as const;

export function getAccountDeletion(signal?: AbortSignal) {
  return call(apiRoutes.accountDeletion.getAccountDeletion, { signal });
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
  return call(apiRoutes.accountDeletion.requestAccountDeletion, { body: input });
}

export function cancelAccountDeletion() {
  return call(apiRoutes.accountDeletion.cancelAccountDeletion);
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
