import '../chat.css';
import '../chat-thread.css';
import {
  CHAT_TYPE_LABELS,
  type ChatAttachment,
  type ChatConversation,
  type ChatConversationType,
  type ChatParticipant,
} from '@talentport/contract';
import { useState } from 'react';
import { LinkifiedText } from '../../../components/ui/linkified-text';
import { formatWhen } from '../../../lib/format-date';
import { downloadAttachment, useAttachmentObjectUrl } from '../api/download-attachment';

/** Message text: plain text with safe links. */
export function MessageText({ text }: { text: string }) {
  return <LinkifiedText text={text} className="chat-message__text" />;
}

export const SUPPORT_NAME = 'Talentport support';

export function TypeBadge({ type }: { type: ChatConversationType }) {
  return <span className={`chat-badge chat-badge--${type}`}>{CHAT_TYPE_LABELS[type]}</span>;
}

/** The people on the other side of the conversation (the support team for support chats). */
export function otherParticipants(conversation: ChatConversation, userId: string | null): ChatParticipant[] {
  return conversation.participants.filter((participant) => participant._id !== userId);
}

export function conversationTitle(conversation: ChatConversation, userId: string | null): string {
  if (conversation.type === 'supportConv') return SUPPORT_NAME;
  const names = otherParticipants(conversation, userId).map((participant) => participant.fullname);
  return names.length > 0 ? names.join(', ') : 'Conversation';
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.slice(0, 2) ?? '?')
  ).toUpperCase();
}

/** A round picture (the user's public avatar) or their initials. */
export function ChatAvatar({ name, url, size = 40 }: { name: string; url?: string | null; size?: number }) {
  const [isBroken, setIsBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (url && !isBroken) {
    return <img className="chat-avatar" src={url} alt="" style={style} onError={() => setIsBroken(true)} />;
  }
  return (
    <span className="chat-avatar chat-avatar--initials" style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

export function avatarUrlOf(participant: ChatParticipant | undefined): string | null {
  return participant?.avatar[0]?.url ?? null;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function ImageAttachment({ attachment }: { attachment: ChatAttachment }) {
  const image = useAttachmentObjectUrl(attachment.url);
  if (image.isError) return <p className="chat-attachment__error">This picture could not be loaded.</p>;
  if (!image.data) {
    return (
      <span className="chat-attachment__placeholder" role="status">
        <span className="visually-hidden">Loading picture</span>
      </span>
    );
  }
  return (
    <a href={image.data} target="_blank" rel="noopener noreferrer" className="chat-attachment__image-link">
      <img className="chat-attachment__image" src={image.data} alt={attachment.name} />
    </a>
  );
}

function DocumentAttachment({ attachment }: { attachment: ChatAttachment }) {
  const [error, setError] = useState<string | null>(null);
  async function handleDownload() {
    setError(null);
    try {
      const blob = await downloadAttachment(attachment.url);
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = attachment.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      setError('The download failed. Please try again.');
    }
  }
  const kind = attachment.mimeType === 'application/pdf' ? 'PDF' : 'DOCX';
  return (
    <div className="chat-attachment__card">
      <span className="chat-attachment__kind" aria-hidden="true">
        {kind}
      </span>
      <span className="chat-attachment__meta">
        <span className="chat-attachment__name">{attachment.name}</span>
        <span className="chat-attachment__size">
          {kind} · {formatSize(attachment.size)}
        </span>
      </span>
      <button type="button" className="button button--ghost button--compact" onClick={handleDownload}>
        Download
      </button>
      {error ? <span className="chat-attachment__error">{error}</span> : null}
    </div>
  );
}

/** Pictures inline, documents as cards. */
export function MessageAttachments({ attachments }: { attachments: ChatAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <div className="chat-attachments">
      {attachments.map((attachment) =>
        attachment.isImage ? (
          <ImageAttachment key={attachment._id} attachment={attachment} />
        ) : (
          <DocumentAttachment key={attachment._id} attachment={attachment} />
        ),
      )}
    </div>
  );
}

export function formatTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const now = new Date();
  const isToday = date.toDateString() === now.toDateString();
  return formatWhen(date, isToday ? 'time' : 'dayMonth');
}
