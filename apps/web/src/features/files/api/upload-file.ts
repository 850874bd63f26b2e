import { apiRoutes, type FileRefType } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { upload } from '../../../lib/api-client';

export type UploadFileInput = {
  file: File;
  refCode: string;
  refType: FileRefType;
  /** Fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads a file (the API call list) with progress. Like every call, it answers an envelope and never throws for
 * HTTP or network failures.
 */
export function uploadFile({ file, refCode, refType, onProgress, signal }: UploadFileInput) {
  const body = new FormData();
  body.append('file', file);
  return upload(apiRoutes.files.uploadFile, { query: { refCode, refType }, body, onProgress, signal });
}

export function useUploadFile() {
  return useMutation({ mutationKey: ['file', 'upload'], mutationFn: uploadFile });
}
