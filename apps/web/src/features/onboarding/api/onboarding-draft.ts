import { endpoints, type OnboardingDraftInput } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getOnboardingDraft(signal?: AbortSignal) {
  return call(endpoints.onboardingDrafts.getOnboardingDraft, { signal });
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
  return call(endpoints.onboardingDrafts.saveOnboardingDraft, { body: input });
}

export function deleteOnboardingDraft() {
  return call(endpoints.onboardingDrafts.deleteOnboardingDraft);
}
