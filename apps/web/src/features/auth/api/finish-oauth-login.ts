import type { EndpointResult, endpoints, OAuthCallbackQuery, OAuthProvider } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';

const CALLBACK_KEYS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

/** The provider's answer as it reached the callback screen, limited to what the API reads. */
export function toCallbackQuery(search: URLSearchParams): OAuthCallbackQuery {
  const query: OAuthCallbackQuery = {};
  for (const key of CALLBACK_KEYS) {
    const value = search.get(key);
    if (value !== null) query[key] = value;
  }
  return query;
}

/**
 * Finishes a social login with the provider's answer. Called once per answer (a code is single
 * use), so the callback screen calls it directly rather than through a retrying query.
 */
export function finishOAuthLogin(provider: OAuthProvider, query: OAuthCallbackQuery) {
  return apiClient.get<
    Exclude<EndpointResult<(typeof endpoints.oauth)[OAuthProvider]['login']>, { authorizationUrl: string }>
  >(`/v1/user/login/${provider}`, { query });
}
