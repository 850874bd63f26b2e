import { z } from 'zod';
import { OAUTH_PROVIDERS } from './oauth-constants.js';

export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS, {
  error: `must be one of ${OAUTH_PROVIDERS.join(', ')}`,
});

/** `GET /v1/user/login/providers`: the providers this installation has settings for. */
export const oauthProvidersResultSchema = z.object({ providers: z.array(oauthProviderSchema) });
export type OAuthProvidersResult = z.infer<typeof oauthProvidersResultSchema>;

const queryValue = z.string().max(4096, 'is too long');

/**
 * `GET /v1/user/login/{provider}`: without `code` (and without `error`) it starts the flow;
 * with `code` and `state` it finishes it. `iss` is the provider's RFC 9207 issuer parameter.
 */
export const oauthCallbackQuerySchema = z.object({
  code: queryValue.optional(),
  state: queryValue.optional(),
  iss: queryValue.optional(),
  error: queryValue.optional(),
  error_description: queryValue.optional(),
});
export type OAuthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;

/** Answer of the start call: the browser goes there next. */
export const oauthStartResultSchema = z.object({ authorizationUrl: z.string() });
export type OAuthStartResult = z.infer<typeof oauthStartResultSchema>;

/** `POST /v1/user/login/{provider}/link`: the pending link is bound to the browser by a cookie. */
export const oauthLinkInputSchema = z.object({
  password: z.string().min(1, 'is required').max(1024, 'is too long'),
});
export type OAuthLinkInput = z.infer<typeof oauthLinkInputSchema>;

/** `GET /v1/user/login/linked`: the caller's linked providers and whether unlinking is possible. */
export const linkedAccountsResultSchema = z.object({
  linked: z.array(z.object({ provider: oauthProviderSchema, linkedAt: z.string() })),
  hasPassword: z.boolean(),
});
export type LinkedAccountsResult = z.infer<typeof linkedAccountsResultSchema>;
