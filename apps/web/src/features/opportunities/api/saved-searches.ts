import type {
  CreateSavedSearchInput,
  EndpointResult,
  endpoints,
  GuestAlertInput,
  UpdateSavedSearchInput,
} from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

type Api = typeof endpoints.savedSearches;
/** An account keeps at most 20 saved searches: one page shows them all. */
const SHOWN = 20;

export function getSavedSearches(signal?: AbortSignal) {
  return apiClient.get<EndpointResult<Api['listSavedSearches']>>(
    `/v1/saved-searches?recordPerPage=${SHOWN}`,
    {
      signal,
    },
  );
}

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'saved-searches'] as const,
    queryFn: async ({ signal }) => unwrap(await getSavedSearches(signal)),
  });
}

export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}

export function createSavedSearch(input: CreateSavedSearchInput) {
  return apiClient.post<EndpointResult<Api['createSavedSearch']>>('/v1/saved-searches', input);
}

export function updateSavedSearch({ id, ...input }: UpdateSavedSearchInput & { id: string }) {
  return apiClient.put<EndpointResult<Api['updateSavedSearch']>>(
    `/v1/saved-searches/${encodeURIComponent(id)}`,
    input,
  );
}

export function deleteSavedSearch(id: string) {
  return apiClient.request<EndpointResult<Api['deleteSavedSearch']>>(
    'DELETE',
    `/v1/saved-searches/${encodeURIComponent(id)}`,
  );
}

export function subscribeGuestAlert(input: GuestAlertInput) {
  return apiClient.post<EndpointResult<Api['subscribeGuestAlert']>>('/v1/saved-searches/guest', input);
}

/** A mutation that refreshes the saved-search list when it succeeds. */
function useSavedSearchMutation<T, R>(key: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'saved-searches', key],
    mutationFn,
    onSuccess: (envelope) => {
      if (isSuccess(envelope as Parameters<typeof isSuccess>[0])) {
        void queryClient.invalidateQueries({ queryKey: getSavedSearchesQueryOptions().queryKey });
      }
    },
  });
}

export const useCreateSavedSearch = () => useSavedSearchMutation('create', createSavedSearch);
export const useUpdateSavedSearch = () => useSavedSearchMutation('update', updateSavedSearch);
export const useDeleteSavedSearch = () => useSavedSearchMutation('delete', deleteSavedSearch);
export const useSubscribeGuestAlert = () =>
  useMutation({ mutationKey: ['saved-searches', 'guest'], mutationFn: subscribeGuestAlert });
