import { apiRoutes } from '@talentport/contract';
import { upload } from '../../../lib/api-client';

/**
 * Uploads a file for a message in this conversation (refType chat-attachment, refCode the
 * conversation id), with progress. The answer's `_id` goes into the message's `attachmentIds`.
 */
export function uploadAttachment(input: {
  conversationId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}) {
  const body = new FormData();
  body.append('file', input.file);
  return upload(apiRoutes.files.uploadFile, {
    query: { refCode: input.conversationId, refType: 'chat-attachment' },
    body,
    onProgress: input.onProgress,
  });
}
