import type { EndpointResult, endpoints } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /v1/short-url`: the short link of an in-app path (made once, reused after). */
export function createShortUrl(path: string) {
  return apiClient.post<EndpointResult<typeof endpoints.shortUrls.createShortUrl>>('/v1/short-url', { path });
}

export function useCreateShortUrl() {
  return useMutation({ mutationKey: ['short-url', 'create'], mutationFn: createShortUrl });
}
