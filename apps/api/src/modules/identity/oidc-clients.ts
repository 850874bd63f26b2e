import { OAUTH_PROVIDERS, type OAuthProvider } from '@talentport/contract';
import * as client from 'openid-client';
import type { OAuthOptions, OAuthProviderSettings } from '../../platform/oauth-settings.js';

export const OAUTH_SCOPES = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;

export type OidcClients = {
  enabledProviders: () => OAuthProvider[];
  settingsFor: (provider: OAuthProvider) => OAuthProviderSettings | undefined;
  /** Where the provider sends the browser back: a screen of the SPA, which calls the API. */
  redirectUriFor: (provider: OAuthProvider) => string;
  /** Cookies get `Secure` when the app is served over https. */
  isSecureOrigin: boolean;
  /** The provider's discovered configuration, fetched once and kept (a failure is retried next time). */
  configurationFor: (provider: OAuthProvider) => Promise<client.Configuration>;
};

/**
 * One OpenID Connect client for every provider: each has its own discovered configuration, so the
 * issuer, keys and endpoints of one can never be used to check an answer meant for the other.
 */
export function createOidcClients(options: OAuthOptions | undefined): OidcClients {
  const publicUrl = (options?.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const providers = options?.providers ?? {};
  const configurations = new Map<OAuthProvider, Promise<client.Configuration>>();

  function settingsFor(provider: OAuthProvider) {
    return providers[provider];
  }

  function configurationFor(provider: OAuthProvider) {
    const cached = configurations.get(provider);
    if (cached) return cached;
    const settings = settingsFor(provider);
    if (!settings) return Promise.reject(new Error(`${provider} is not configured`));
    const issuer = new URL(settings.issuer);
    const pending = client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      client.ClientSecretPost(settings.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // Plain http is only ever a local peer (tests, development); real providers are https.
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      },
    );
    configurations.set(provider, pending);
    pending.catch(() => configurations.delete(provider));
    return pending;
  }

  return {
    enabledProviders: () => OAUTH_PROVIDERS.filter((provider) => settingsFor(provider) !== undefined),
    settingsFor,
    redirectUriFor: (provider) => `${publicUrl}/login/${provider}/callback`,
    isSecureOrigin: publicUrl.startsWith('https:'),
    configurationFor,
  };
}
