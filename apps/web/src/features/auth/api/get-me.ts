import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { readToken, readVerifyToken } from '../../../lib/storage';

/** The identity check of the guard rules: the auth provider calls the fetcher directly. */
export function getMe(signal?: AbortSignal) {
  return call(apiRoutes.auth.getMe, { signal });
}

let earlyCheck: { token: string; answer: ReturnType<typeof getMe> } | null = null;

/**
 * Starts the page's first identity check as soon as the entry script runs, before React and the
 * route's screen have loaded: signed-in pages wait for its answer (the guard rules), so it should be on its way
 * while they download rather than after. main.tsx calls it once.
 */
export function startIdentityCheck() {
  const token = readToken();
  if (token === null || readVerifyToken() !== null) return;
  const answer = getMe();
  answer.catch(() => undefined); // consumed (and its failure handled) by the auth provider
  earlyCheck = { token, answer };
}

/**
 * The identity check for the auth provider: the early one, taken once and only if it was made
 * with the token stored now; otherwise a new request.
 */
export function checkIdentity(signal: AbortSignal) {
  const early = earlyCheck;
  earlyCheck = null;
  if (early && early.token === readToken()) return early.answer;
  return getMe(signal);
}

/** For screens that need more than the auth state (email, verification, company ownership). */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'me'] as const,
    queryFn: async ({ signal }) => unwrap(await getMe(signal)),
  });
}

export function useMe(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled: options.isEnabled ?? true });
}
