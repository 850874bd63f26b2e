/* zod-free, so that pages showing the social-login buttons do not load the schema library. */
/** Social login providers (the product overview, the API call list), all spoken to over OpenID Connect. */
export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
};
