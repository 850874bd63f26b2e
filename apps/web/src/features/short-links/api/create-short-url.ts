import { apiRoutes } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The short link of an in-app path (made once, reused after). */
export function createShortUrl(path: string) {
  return call(apiRoutes.shortUrls.createShortUrl, { body: { path } });
}

export function useCreateShortUrl() {
  return useMutation({ mutationKey: ['short-url', 'create'], mutationFn: createShortUrl });
}
