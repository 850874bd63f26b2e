import { apiRoutes, type OAuthProvider } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call, expectResult } from '../../../lib/api-client';

/** Starts a social login: the API sets the browser-binding cookie and answers where to go. */
export async function startOAuthLogin(provider: OAuthProvider) {
  const routes = apiRoutes.oauth;
  const envelope = await (provider === 'google' ? call(routes.google.login) : call(routes.linkedin.login));
  return expectResult(envelope, (result) => 'authorizationUrl' in result);
}

export function useStartOAuthLogin() {
  return useMutation({ mutationKey: ['user', 'login', 'oauth-start'], mutationFn: startOAuthLogin });
}
