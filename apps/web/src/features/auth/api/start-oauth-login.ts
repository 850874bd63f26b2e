import type { EndpointResult, endpoints, OAuthProvider } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Starts a social login: the API sets the browser-binding cookie and answers where to go. */
export function startOAuthLogin(provider: OAuthProvider) {
  return apiClient.get<
    Extract<EndpointResult<(typeof endpoints.oauth)[OAuthProvider]['login']>, { authorizationUrl: string }>
  >(`/v1/user/login/${provider}`);
}

export function useStartOAuthLogin() {
  return useMutation({ mutationKey: ['user', 'login', 'oauth-start'], mutationFn: startOAuthLogin });
}
