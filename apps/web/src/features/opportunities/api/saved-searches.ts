import {
  apiRoutes,
  type CreateSavedSearchInput,
  type GuestAlertInput,
  isSuccess,
  type SavedSearchTarget,
  type UpdateSavedSearchInput,
} from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** An account keeps at most 20 saved searches of each target: one page shows them all. */
const SHOWN = 20;
/** Opportunity searches (decision 108) and talent searches (decision 114): same shapes, two groups. */
const opportunity = apiRoutes.savedSearches;
const talent = apiRoutes.savedTalentSearches;

export function getSavedSearches(target: SavedSearchTarget, signal?: AbortSignal) {
  const input = { query: { recordPerPage: SHOWN }, signal };
  return target === 'talent'
    ? call(talent.listSavedTalentSearches, input)
    : call(opportunity.listSavedSearches, input);
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
  return target === 'talent'
    ? call(talent.createSavedTalentSearch, { body: input })
    : call(opportunity.createSavedSearch, { body: input });
}

export function updateSavedSearch(
  target: SavedSearchTarget,
  { id, ...input }: UpdateSavedSearchInput & { id: string },
) {
  const request = { params: { id }, body: input };
  return target === 'talent'
    ? call(talent.updateSavedTalentSearch, request)
    : call(opportunity.updateSavedSearch, request);
}

export function deleteSavedSearch(target: SavedSearchTarget, id: string) {
  return target === 'talent'
    ? call(talent.deleteSavedTalentSearch, { params: { id } })
    : call(opportunity.deleteSavedSearch, { params: { id } });
}

export function subscribeGuestAlert(input: GuestAlertInput) {
  return call(opportunity.subscribeGuestAlert, { body: input });
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
