import {
  CHAT_MAX_ATTACHMENTS,
  type ChatAttachment,
  isSuccess,
  type UploadedFile,
} from '@talentport/contract';
import { useState } from 'react';
import { uploadAttachment } from '../api/upload-attachment';

export type Upload = {
  key: string;
  name: string;
  progress: number;
  attachment: ChatAttachment | null;
  error: string | null;
};

function toAttachment({ _id, name, url, mimeType, size }: UploadedFile): ChatAttachment {
  return { _id, name, url, mimeType, size, isImage: mimeType.startsWith('image/') };
}

/**
 * Files chosen for the next message: each uploads at once with its progress shown, and becomes an
 * attachment when the server has it (or shows why not). At most CHAT_MAX_ATTACHMENTS.
 */
export function useAttachmentUploads(conversationId: string) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  async function add(list: FileList | null) {
    const chosen = [...(list ?? [])].slice(0, CHAT_MAX_ATTACHMENTS - uploads.length);
    for (const file of chosen) {
      const key = `${file.name}-${Math.random()}`;
      setUploads((current) => [
        ...current,
        { key, name: file.name, progress: 0, attachment: null, error: null },
      ]);
      const answer = await uploadAttachment({
        conversationId,
        file,
        onProgress: (progress) =>
          setUploads((current) =>
            current.map((upload) => (upload.key === key ? { ...upload, progress } : upload)),
          ),
      });
      setUploads((current) =>
        current.map((upload) =>
          upload.key === key
            ? isSuccess(answer)
              ? { ...upload, progress: 1, attachment: toAttachment(answer.result) }
              : { ...upload, error: answer.error.en }
            : upload,
        ),
      );
    }
  }

  function remove(key: string) {
    setUploads((current) => current.filter((item) => item.key !== key));
  }

  const ready = uploads.flatMap((upload) => (upload.attachment ? [upload.attachment] : []));
  const isUploading = uploads.some((upload) => !upload.attachment && !upload.error);
  const isFull = uploads.length >= CHAT_MAX_ATTACHMENTS;
  return { uploads, add, remove, clear: () => setUploads([]), ready, isUploading, isFull };
}
