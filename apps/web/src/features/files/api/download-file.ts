import { type FileRef, TOKEN_HEADER } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { reportForbidden } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

/**
 * Downloads a stored file with the session token (resumes are not public, and the token travels
 * in a header, so a plain link cannot carry it), then hands it to the browser as a download.
 * Returns an English sentence when it fails.
 */
export async function downloadFile(file: FileRef): Promise<string | null> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(file.url, { headers: token ? { [TOKEN_HEADER]: token } : {} });
  } catch {
    return 'We could not reach Talentport. Check your connection and try again.';
  }
  if (response.status === 403) reportForbidden();
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { en?: string } } | null;
    return payload?.error?.en ?? 'The file could not be downloaded.';
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}

export function useDownloadFile() {
  return useMutation({ mutationKey: ['file', 'download'], mutationFn: downloadFile });
}
