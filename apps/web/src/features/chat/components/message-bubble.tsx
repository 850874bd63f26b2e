import '../chat.css';
import '../chat-thread.css';
import {
  CHAT_EDIT_WINDOW_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  isSuccess,
} from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { mergeMessages } from '../chat-cache';
import { formatTime, MessageAttachments, MessageText } from './chat-bits';

/** Own messages can be edited or deleted for CHAT_EDIT_WINDOW_MS after they were sent. */
function canChange(message: ChatMessage) {
  return !message.isDeleted && Date.now() - new Date(message.createdAt).getTime() < CHAT_EDIT_WINDOW_MS;
}

/** One message of the history: text and files, time, "edited" and "Seen"; own ones can change. */
export function MessageBubble({
  message,
  isOwn,
  isSeen,
}: {
  message: ChatMessage;
  isOwn: boolean;
  isSeen: boolean;
}) {
  const queryClient = useQueryClient();
  const editMutation = useEditMessage();
  const deleteMutation = useDeleteMessage();
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [error, setError] = useState<string | null>(null);

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    const answer = await editMutation.mutateAsync({ messageId: message._id, body: draft });
    if (isSuccess(answer)) {
      mergeMessages(queryClient, [answer.result]);
      setIsEditing(false);
      setError(null);
    } else setError(answer.error.en);
  }
  async function remove() {
    if (!window.confirm('Delete this message for everyone?')) return;
    const answer = await deleteMutation.mutateAsync(message._id);
    if (isSuccess(answer)) mergeMessages(queryClient, [answer.result]);
    else setError(answer.error.en);
  }

  return (
    <li className={`chat-message${isOwn ? ' chat-message--own' : ''}`}>
      <div className="chat-message__bubble">
        {!isOwn ? <span className="chat-message__sender">{message.senderName}</span> : null}
        {message.isDeleted ? (
          <p className="chat-message__deleted">Message deleted</p>
        ) : isEditing ? (
          <form className="chat-message__edit" onSubmit={saveEdit}>
            <label className="visually-hidden" htmlFor={`edit-${message._id}`}>
              Edit message
            </label>
            <textarea
              id={`edit-${message._id}`}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
            />
            <span className="chat-message__actions">
              <button type="submit" className="button button--primary button--compact">
                Save
              </button>
              <button
                type="button"
                className="button button--ghost button--compact"
                onClick={() => setIsEditing(false)}
              >
                Cancel
              </button>
            </span>
          </form>
        ) : (
          <>
            {message.body ? <MessageText text={message.body} /> : null}
            <MessageAttachments attachments={message.attachments} />
          </>
        )}
        <span className="chat-message__footer">
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {message.editedAt && !message.isDeleted ? <span> · edited</span> : null}
          {isSeen ? <span className="chat-message__seen"> · Seen</span> : null}
        </span>
        {isOwn && !isEditing && canChange(message) ? (
          <span className="chat-message__actions">
            {message.body ? (
              <button
                type="button"
                className="chat-link-button"
                onClick={() => {
                  setDraft(message.body);
                  setIsEditing(true);
                }}
              >
                Edit
              </button>
            ) : null}
            <button type="button" className="chat-link-button" onClick={remove}>
              Delete
            </button>
          </span>
        ) : null}
        {error ? (
          <span className="chat-message__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </li>
  );
}
