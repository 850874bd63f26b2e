import { type Envelope, TOKEN_HEADER, type UploadedFile } from '@talentport/contract';
import { errorEnvelope, NETWORK_ERROR_MESSAGE, readEnvelope, reportForbidden } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

/**
 * Uploads a file for a message in this conversation (refType chat-attachment, refCode the
 * conversation id), with progress. The answer's `_id` goes into the message's `attachmentIds`.
 */
export function uploadAttachment(input: {
  conversationId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}) {
  return new Promise<Envelope<UploadedFile>>((resolve) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ refCode: input.conversationId, refType: 'chat-attachment' });
    request.open('POST', `/api/v1/file/upload?${query.toString()}`);
    request.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader(TOKEN_HEADER, token);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status === 403) reportForbidden();
      resolve(readEnvelope<UploadedFile>(request.status, payload));
    });
    request.addEventListener('error', () =>
      resolve(errorEnvelope(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE)),
    );
    const body = new FormData();
    body.append('file', input.file);
    request.send(body);
  });
}
