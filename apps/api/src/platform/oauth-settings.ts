import type { OAuthProvider } from '@talentport/contract';

/** Social login settings (decision 005), read from the environment by config.ts. */
export type OAuthProviderSettings = {
  clientId: string;
  clientSecret: string;
  /** The issuer identifier; its discovery document must name exactly this issuer. */
  issuer: string;
  /**
   * PKCE (S256) and the nonce are on unless turned off: an escape hatch for a provider app that
   * rejects them (LinkedIn web apps have been reported to). The browser-bound state stays either way.
   */
  isPkceUsed?: boolean;
  isNonceUsed?: boolean;
};

export type OAuthOptions = {
  /** Origin the browser uses for the app, e.g. https://talentport.example (no trailing slash). */
  publicUrl: string;
  providers: Partial<Record<OAuthProvider, OAuthProviderSettings | undefined>>;
};
