import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** The in-app path behind a short link. */
export function resolveShortUrl(code: string, signal?: AbortSignal) {
  return call(apiRoutes.shortUrls.resolveShortUrl, { params: { code }, signal });
}

export function getShortUrlQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['short-url', code] as const,
    queryFn: async ({ signal }) => unwrap(await resolveShortUrl(code, signal)),
    retry: false,
  });
}

export function useShortUrl(code: string) {
  return useQuery(getShortUrlQueryOptions(code));
}
