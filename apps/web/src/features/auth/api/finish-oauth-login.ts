import { apiRoutes, type OAuthCallbackQuery, type OAuthProvider } from '@talentport/contract';
import { call, expectResult } from '../../../lib/api-client';

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
export async function finishOAuthLogin(provider: OAuthProvider, query: OAuthCallbackQuery) {
  const routes = apiRoutes.oauth;
  const envelope = await (provider === 'google'
    ? call(routes.google.login, { query })
    : call(routes.linkedin.login, { query }));
  return expectResult(
    envelope,
    (result): result is Exclude<typeof result, { authorizationUrl: string }> =>
      !('authorizationUrl' in result),
  );
}
