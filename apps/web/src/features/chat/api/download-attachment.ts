import { TOKEN_HEADER } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readToken } from '../../../lib/storage';

/**
 * Chat files are for participants only, so the browser cannot load them by URL alone: they are
 * fetched with the session token and shown from a blob: URL.
 */
export async function downloadAttachment(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { [TOKEN_HEADER]: token } : {}, signal });
  if (!response.ok) throw new Error('This file could not be loaded.');
  return response.blob();
}

export function attachmentQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['chat', 'attachment', url] as const,
    queryFn: async ({ signal }) => URL.createObjectURL(await downloadAttachment(url, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });
}

/** A blob: URL for an image attachment, loaded once. */
export function useAttachmentObjectUrl(url: string) {
  return useQuery(attachmentQueryOptions(url));
}
