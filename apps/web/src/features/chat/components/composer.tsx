import '../chat.css';
import '../chat-thread.css';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatAttachment } from '@talentport/contract';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads';
import { useTypingAnnouncer } from '../hooks/use-typing-announcer';

type ComposerProps = {
  conversationId: string;
  isBlocked: boolean;
  onSend: (body: string, attachments: ChatAttachment[]) => void;
};

/** The message box: text (Enter sends, Shift+Enter breaks the line) and attached files. */
export function Composer({ conversationId, isBlocked, onSend }: ComposerProps) {
  const [body, setBody] = useState('');
  const uploads = useAttachmentUploads(conversationId);
  const typing = useTypingAnnouncer(conversationId);
  const fileInput = useRef<HTMLInputElement>(null);

  const canSend = !isBlocked && !uploads.isUploading && (body.trim().length > 0 || uploads.ready.length > 0);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(body.trim(), uploads.ready);
    setBody('');
    uploads.clear();
    typing.stop();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  async function handleFiles(list: FileList | null) {
    await uploads.add(list);
    if (fileInput.current) fileInput.current.value = '';
  }

  if (isBlocked) {
    return (
      <p className="chat-composer chat-composer--blocked">You cannot send messages in this conversation.</p>
    );
  }
  return (
    <form className="chat-composer" onSubmit={submit}>
      {uploads.uploads.length > 0 ? (
        <ul className="chat-composer__uploads" aria-label="Files to send">
          {uploads.uploads.map((upload) => (
            <li key={upload.key} className={upload.error ? 'chat-composer__upload--error' : undefined}>
              <span>{upload.name}</span>
              {upload.error ? (
                <span role="alert"> — {upload.error}</span>
              ) : upload.attachment ? (
                <span> — ready</span>
              ) : (
                <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              )}
              <button type="button" className="chat-link-button" onClick={() => uploads.remove(upload.key)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="chat-composer__row">
        <button
          type="button"
          className="chat-icon-button"
          aria-label="Attach a picture or document"
          onClick={() => fileInput.current?.click()}
          disabled={uploads.isFull}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M20 11.5 12.2 19.3a5 5 0 0 1-7.1-7.1l8.1-8.1a3.3 3.3 0 0 1 4.7 4.7l-8 8a1.7 1.7 0 0 1-2.4-2.4l7.3-7.3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept="image/jpeg,image/png,image/webp,application/pdf,.docx"
          onChange={(event) => void handleFiles(event.target.files)}
        />
        <label className="visually-hidden" htmlFor={`composer-${conversationId}`}>
          Message
        </label>
        <textarea
          id={`composer-${conversationId}`}
          className="chat-composer__input"
          rows={1}
          placeholder="Write a message…"
          value={body}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => {
            setBody(event.target.value);
            typing.onInput();
          }}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className="button button--primary button--compact" disabled={!canSend}>
          Send
        </button>
      </div>
    </form>
  );
}
