import {
  apiRoutes,
  type CreateSavedSearchInput,
  type EndpointResult,
  type endpoints,
  type GuestAlertInput,
  isSuccess,
  type SavedSearchTarget,
  type UpdateSavedSearchInput,
} from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call, unwrap } from '../../../lib/api-client';

type Api = typeof endpoints.savedSearches;
/** An account keeps at most 20 saved searches of each target: one page shows them all. */
const SHOWN = 20;
/** Opportunity searches (decision 108) and talent searches (decision 114): same shapes, two paths. */
const BASE: Record<SavedSearchTarget, string> = {
  opportunity: '/v1/saved-searches',
  talent: '/v1/saved-talent-searches',
};

export function getSavedSearches(target: SavedSearchTarget, signal?: AbortSignal) {
  return apiClient.get<EndpointResult<Api['listSavedSearches']>>(`${BASE[target]}?recordPerPage=${SHOWN}`, {
    signal,
  });
}

export function getSavedSearchesQueryOptions(target: SavedSearchTarget = 'opportunity') {
  return queryOptions({
    queryKey: ['user', 'saved-searches', target] as const,
    queryFn: async ({ signal }) => unwrap(await getSavedSearches(target, signal)),
  });
}

export function useSavedSearches(target: SavedSearchTarget = 'opportunity') {
  return useQuery(getSavedSearchesQueryOptions(target));
}

export function createSavedSearch(target: SavedSearchTarget, input: CreateSavedSearchInput) {
  return apiClient.post<EndpointResult<Api['createSavedSearch']>>(BASE[target], input);
}

export function updateSavedSearch(
  target: SavedSearchTarget,
  { id, ...input }: UpdateSavedSearchInput & { id: string },
) {
  return apiClient.put<EndpointResult<Api['updateSavedSearch']>>(
    `${BASE[target]}/${encodeURIComponent(id)}`,
    input,
  );
}

export function deleteSavedSearch(target: SavedSearchTarget, id: string) {
  return apiClient.request<EndpointResult<Api['deleteSavedSearch']>>(
    'DELETE',
    `${BASE[target]}/${encodeURIComponent(id)}`,
  );
}

export function subscribeGuestAlert(input: GuestAlertInput) {
  return call(apiRoutes.savedSearches.subscribeGuestAlert, { body: input });
}

/** A mutation that refreshes the target's saved-search list when it succeeds. */
function useSavedSearchMutation<T, R>(
  target: SavedSearchTarget,
  key: string,
  mutationFn: (target: SavedSearchTarget, input: T) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'saved-searches', target, key],
    mutationFn: (input: T) => mutationFn(target, input),
    onSuccess: (envelope) => {
      if (isSuccess(envelope as Parameters<typeof isSuccess>[0])) {
        void queryClient.invalidateQueries({ queryKey: getSavedSearchesQueryOptions(target).queryKey });
      }
    },
  });
}

export const useCreateSavedSearch = (target: SavedSearchTarget = 'opportunity') =>
  useSavedSearchMutation(target, 'create', createSavedSearch);
export const useUpdateSavedSearch = (target: SavedSearchTarget = 'opportunity') =>
  useSavedSearchMutation(target, 'update', updateSavedSearch);
export const useDeleteSavedSearch = (target: SavedSearchTarget = 'opportunity') =>
  useSavedSearchMutation(target, 'delete', deleteSavedSearch);
export const useSubscribeGuestAlert = () =>
  useMutation({ mutationKey: ['saved-searches', 'guest'], mutationFn: subscribeGuestAlert });
