import type { EndpointResult, endpoints, OAuthLinkInput, OAuthProvider } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Proves the password of the existing account so the pending social login is linked to it. */
export function linkOAuthAccount({ provider, input }: { provider: OAuthProvider; input: OAuthLinkInput }) {
  return apiClient.post<EndpointResult<(typeof endpoints.oauth)[OAuthProvider]['link']>>(
    `/v1/user/login/${provider}/link`,
    input,
  );
}

export function useLinkOAuthAccount() {
  return useMutation({ mutationKey: ['user', 'login', 'oauth-link'], mutationFn: linkOAuthAccount });
}
