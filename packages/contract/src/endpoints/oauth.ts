import { z } from 'zod';
import {
  linkedAccountsResultSchema,
  oauthCallbackQuerySchema,
  oauthLinkInputSchema,
  oauthProvidersResultSchema,
  oauthStartResultSchema,
} from '../oauth.js';
import { OAUTH_PROVIDER_LABELS, type OAuthProvider } from '../oauth-constants.js';
import { loginResultSchema } from '../two-factor.js';
import { defineEndpoint } from './define.js';

/** The three calls of one social login provider (one set per provider, same shapes). */
function providerEndpoints<const P extends OAuthProvider>(provider: P) {
  const label = OAUTH_PROVIDER_LABELS[provider];
  const name = label.replace(/\W/g, '');
  return {
    login: defineEndpoint({
      id: `oauthLogin${name}`,
      method: 'GET',
      path: `/v1/user/login/${provider}` as const,
      summary: `Log in or sign up with ${label} (OpenID Connect)`,
      description:
        'Without `code`: starts the flow, sets the short-lived httpOnly cookie that binds it to this browser ' +
        'and answers `{authorizationUrl}` to send the browser to. With `code` and `state` (as the provider ' +
        'sent them to the app’s callback screen, plus `iss`): finishes it and answers `{token, userRole, ' +
        'isOnboard}` like login. 409 OAUTH_LINK_REQUIRED means the email belongs to a password account: ' +
        `call POST /v1/user/login/${provider}/link with the password.`,
      tags: ['social login'],
      access: 'public',
      query: oauthCallbackQuerySchema,
      response: z.union([loginResultSchema, oauthStartResultSchema]),
      errors: [400, 401, 404, 409, 429],
    }),
    link: defineEndpoint({
      id: `oauthLink${name}`,
      method: 'POST',
      path: `/v1/user/login/${provider}/link` as const,
      summary: `Link ${label} to an existing account by giving its password, and log in`,
      description:
        'Only after the sign-in answered 409 OAUTH_LINK_REQUIRED, from the same browser (the pending link is ' +
        'bound to its cookie) and within 10 minutes.',
      tags: ['social login'],
      access: 'public',
      body: oauthLinkInputSchema,
      response: loginResultSchema,
      errors: [400, 401, 409, 429],
    }),
    unlink: defineEndpoint({
      id: `oauthUnlink${name}`,
      method: 'DELETE',
      path: `/v1/user/login/${provider}/link` as const,
      summary: `Unlink ${label} from the caller’s account (only when the account has a password)`,
      description: 'Needs a session (the `token` header; 401 without one).',
      tags: ['social login'],
      access: 'user',
      response: linkedAccountsResultSchema,
      errors: [400, 401, 404, 409],
    }),
  };
}

export const oauthEndpoints = {
  listOAuthProviders: defineEndpoint({
    id: 'listOAuthProviders',
    method: 'GET',
    path: '/v1/user/login/providers',
    summary: 'Social login providers this installation offers',
    description: 'Open to anyone, no session needed.',
    tags: ['social login'],
    access: 'public',
    response: oauthProvidersResultSchema,
    errors: [400],
  }),
  listLinkedAccounts: defineEndpoint({
    id: 'listLinkedAccounts',
    method: 'GET',
    path: '/v1/user/login/linked',
    summary: 'The caller’s linked social logins',
    description: 'Needs a session (the `token` header; 401 without one).',
    tags: ['social login'],
    access: 'user',
    response: linkedAccountsResultSchema,
    errors: [400, 401],
  }),
  google: providerEndpoints('google'),
  linkedin: providerEndpoints('linkedin'),
} as const;
