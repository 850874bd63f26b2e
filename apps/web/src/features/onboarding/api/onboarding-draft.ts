import { apiRoutes, type OnboardingDraftInput } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getOnboardingDraft(signal?: AbortSignal) {
  return call(apiRoutes.onboardingDrafts.getOnboardingDraft, { signal });
}

export function getOnboardingDraftQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'onboarding-draft'] as const,
    queryFn: async ({ signal }) => unwrap(await getOnboardingDraft(signal)),
    // Always the latest: another tab or device may have moved on since.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useOnboardingDraft(isEnabled: boolean) {
  return useQuery({ ...getOnboardingDraftQueryOptions(), enabled: isEnabled });
}

export function saveOnboardingDraft(input: OnboardingDraftInput) {
  return call(apiRoutes.onboardingDrafts.saveOnboardingDraft, { body: input });
}

export function deleteOnboardingDraft() {
  return call(apiRoutes.onboardingDrafts.deleteOnboardingDraft);
}
