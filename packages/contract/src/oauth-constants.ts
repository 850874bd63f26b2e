/* zod-free, so that pages showing the social-login buttons do not load the schema library. */
/** Social login providers (spec §1, §7), all spoken to over OpenID Connect. */
export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
};
