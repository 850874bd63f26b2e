import type { EndpointResult, endpoints, OnboardingDraftInput } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

export function getOnboardingDraft(signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.onboardingDrafts.getOnboardingDraft>>(
    '/v1/user/onboarding-draft',
    { signal },
  );
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
  return apiClient.put<EndpointResult<typeof endpoints.onboardingDrafts.saveOnboardingDraft>>(
    '/v1/user/onboarding-draft',
    input,
  );
}

export function deleteOnboardingDraft() {
  return apiClient.request<EndpointResult<typeof endpoints.onboardingDrafts.deleteOnboardingDraft>>(
    'DELETE',
    '/v1/user/onboarding-draft',
  );
}
