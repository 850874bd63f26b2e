import { type Envelope, type FileRefType, TOKEN_HEADER, type UploadedFile } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { errorEnvelope, NETWORK_ERROR_MESSAGE, readEnvelope, reportForbidden } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

export type UploadFileInput = {
  file: File;
  refCode: string;
  refType: FileRefType;
  /** Fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * `POST /api/v1/file/upload` (§7) with XMLHttpRequest, the one browser API that reports upload
 * progress. Like every call, it answers an envelope and never throws for HTTP or network failures.
 */
export function uploadFile({ file, refCode, refType, onProgress, signal }: UploadFileInput) {
  return new Promise<Envelope<UploadedFile>>((resolve) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ refCode, refType });
    request.open('POST', `/api/v1/file/upload?${query.toString()}`);
    request.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader(TOKEN_HEADER, token);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
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
    const fail = () => resolve(errorEnvelope(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    request.addEventListener('error', fail);
    request.addEventListener('abort', () =>
      resolve(errorEnvelope(0, 'ABORTED', 'The upload was cancelled.')),
    );
    signal?.addEventListener('abort', () => request.abort());
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

export function useUploadFile() {
  return useMutation({ mutationKey: ['file', 'upload'], mutationFn: uploadFile });
}
