import { apiRoutes, type OAuthLinkInput, type OAuthProvider } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Proves the password of the existing account so the pending social login is linked to it. */
export function linkOAuthAccount({ provider, input }: { provider: OAuthProvider; input: OAuthLinkInput }) {
  const routes = apiRoutes.oauth;
  return provider === 'google'
    ? call(routes.google.link, { body: input })
    : call(routes.linkedin.link, { body: input });
}

export function useLinkOAuthAccount() {
  return useMutation({ mutationKey: ['user', 'login', 'oauth-link'], mutationFn: linkOAuthAccount });
}
