import { OAUTH_PROVIDERS, type OAuthProvider } from '@talentport/contract';

/**
 * What the social-login callback screen hands to /login in the navigation state: a plain error, or
 * a pending link that needs the existing account's password.
 */
export type OAuthLoginNotice =
  | { kind: 'error'; message: string }
  | { kind: 'link-required'; provider: OAuthProvider; message: string };

export function toNavigationState(notice: OAuthLoginNotice) {
  return { oauthNotice: notice };
}

/** Reads the notice back from `location.state`, which may hold anything (or nothing). */
export function readOAuthNotice(state: unknown): OAuthLoginNotice | null {
  if (typeof state !== 'object' || state === null || !('oauthNotice' in state)) return null;
  const notice: unknown = state.oauthNotice;
  if (typeof notice !== 'object' || notice === null) return null;
  const message = 'message' in notice && typeof notice.message === 'string' ? notice.message : null;
  if (!message || !('kind' in notice)) return null;
  if (notice.kind === 'error') return { kind: 'error', message };
  if (notice.kind === 'link-required' && 'provider' in notice) {
    const provider = OAUTH_PROVIDERS.find((known) => known === notice.provider);
    return provider ? { kind: 'link-required', provider, message } : null;
  }
  return null;
}
