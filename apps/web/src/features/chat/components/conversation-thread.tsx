import {
  CHAT_EDIT_WINDOW_MS,
  CHAT_MAX_ATTACHMENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatAttachment,
  type ChatConversation,
  type ChatMessage,
  isSuccess,
  SOCKET_CLIENT_EVENTS,
  SOCKET_SERVER_EVENTS,
  type SocketTypingEvent,
} from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { emitWithAck } from '../../../lib/socket';
import { useBlockUser } from '../api/block-user';
import { chatKeys } from '../api/chat-keys';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { markRead } from '../api/mark-read';
import { useSearchMessages } from '../api/search-messages';
import { useUnblockUser } from '../api/unblock-user';
import { uploadAttachment } from '../api/upload-attachment';
import { mergeMessages } from '../chat-cache';
import { type PendingMessage, useChat, useChatSocket } from '../chat-context';
import {
  avatarUrlOf,
  ChatAvatar,
  conversationTitle,
  formatTime,
  MessageAttachments,
  MessageText,
  otherParticipants,
  SUPPORT_NAME,
  TypeBadge,
} from './chat-bits';

type ThreadProps = {
  conversationId: string;
  /** Shown on narrow layouts: back to the list. */
  onBack?: () => void;
  /** Where the opportunity of a hiring or working conversation lives for this viewer. */
  opportunityHref?: (opportunityId: string) => string | null;
};

const TYPING_IDLE_MS = 3000;
const TYPING_SHOWN_MS = 5000;

export function ConversationThread({ conversationId, onBack, opportunityHref }: ThreadProps) {
  const conversation = useConversation(conversationId);
  if (conversation.isPending) {
    return (
      <section className="chat-thread chat-thread--state" role="status">
        <Spinner size={28} /> Loading conversation…
      </section>
    );
  }
  if (conversation.isError) {
    return (
      <section className="chat-thread chat-thread--state">
        {onBack ? (
          <button type="button" className="button button--ghost button--compact" onClick={onBack}>
            ← Back
          </button>
        ) : null}
        <p role="alert">{conversation.error.message}</p>
      </section>
    );
  }
  return (
    <ThreadBody
      key={conversationId}
      conversation={conversation.data}
      onBack={onBack}
      opportunityHref={opportunityHref}
    />
  );
}

function ThreadBody({
  conversation,
  onBack,
  opportunityHref,
}: {
  conversation: ChatConversation;
  onBack?: (() => void) | undefined;
  opportunityHref?: ((opportunityId: string) => string | null) | undefined;
}) {
  const conversationId = conversation._id;
  const { userId, pending, send, retry, discard, isConnected, dispatch } = useChat();
  const socket = useChatSocket();
  const queryClient = useQueryClient();
  const history = useMessages(conversationId);
  const [typing, setTyping] = useState<SocketTypingEvent | null>(null);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const previousHeight = useRef<number | null>(null);
  const isNearBottom = useRef(true);

  const title = conversationTitle(conversation, userId);
  const others = otherParticipants(conversation, userId);

  // Oldest first for display; the pages hold newest first.
  const messages = useMemo(() => {
    const all = (history.data?.pages ?? []).flatMap((page) => page.items);
    const unique = new Map(all.map((message) => [message._id, message]));
    return [...unique.values()].sort((a, b) => a.seq - b.seq);
  }, [history.data]);
  const waiting = pending.filter((item) => item.conversationId === conversationId);
  const newest = messages.at(-1) ?? null;

  // §3 currentLastMessage and userAvatars follow the open conversation.
  useEffect(() => {
    dispatch({ type: 'set-last-message', message: newest });
  }, [dispatch, newest]);
  useEffect(() => {
    const userAvatars: Record<string, string> = {};
    for (const participant of conversation.participants) {
      const url = avatarUrlOf(participant);
      if (url) userAvatars[participant._id] = url;
    }
    dispatch({ type: 'set-avatars', userAvatars });
  }, [dispatch, conversation.participants]);

  // Join the conversation's room (typing) now and after every reconnect.
  useEffect(() => {
    if (!isConnected || !socket) return;
    void emitWithAck(SOCKET_CLIENT_EVENTS.join, { conversationId });
    const onTyping = (event: SocketTypingEvent) => {
      if (event.conversationId !== conversationId || event.userId === userId) return;
      setTyping(event.isTyping ? event : null);
    };
    socket.on(SOCKET_SERVER_EVENTS.typing, onTyping);
    return () => {
      socket.off(SOCKET_SERVER_EVENTS.typing, onTyping);
      void emitWithAck(SOCKET_CLIENT_EVENTS.leave, { conversationId });
    };
  }, [isConnected, conversationId, socket, userId]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  // Read receipts: what is on screen while the page is visible counts as read.
  const myReadSeq =
    conversation.participants.find((participant) => participant._id === userId)?.lastReadSeq ?? 0;
  useEffect(() => {
    if (!newest || newest.seq <= myReadSeq) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      void markRead(conversationId, newest.seq).then(() => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) });
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, newest, myReadSeq, queryClient]);

  // Infinite scroll backwards: the sentinel at the top loads the previous page of 10.
  useEffect(() => {
    const sentinel = topRef.current;
    const scroller = scrollRef.current;
    if (!sentinel || !scroller) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some((entry) => entry.isIntersecting) &&
          history.hasNextPage &&
          !history.isFetchingNextPage
        ) {
          previousHeight.current = scroller.scrollHeight;
          void history.fetchNextPage();
        }
      },
      { root: scroller, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [history]);

  // Keep the view steady when older messages arrive; follow new ones when at the bottom.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    if (previousHeight.current !== null) {
      scroller.scrollTop += scroller.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    } else if (isNearBottom.current) {
      scroller.scrollTop = scroller.scrollHeight;
    }
  });

  function handleScroll() {
    const scroller = scrollRef.current;
    if (!scroller) return;
    isNearBottom.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 80;
  }

  // Support has no member on the other side: "Seen" is what a staff member actually read.
  const otherReadSeq = conversation.support
    ? conversation.support.readSeq
    : Math.min(...others.map((participant) => participant.lastReadSeq), Number.POSITIVE_INFINITY);
  const lastOwnSeen = [...messages]
    .reverse()
    .find((message) => message.senderId === userId && message.seq <= otherReadSeq);
  const opportunityLink = conversation.opportunityId
    ? (opportunityHref?.(conversation.opportunityId) ?? null)
    : null;

  return (
    <section className="chat-thread" aria-label={`Conversation with ${title}`}>
      <header className="chat-thread__header">
        {onBack ? (
          <button
            type="button"
            className="chat-icon-button"
            onClick={onBack}
            aria-label="Back to conversations"
          >
            ←
          </button>
        ) : null}
        <ChatAvatar
          name={title}
          url={conversation.type === 'supportConv' ? null : avatarUrlOf(others[0])}
          size={36}
        />
        <div className="chat-thread__title">
          <h2>{title}</h2>
          <p>
            <TypeBadge type={conversation.type} />{' '}
            {conversation.subject ? (
              opportunityLink ? (
                <a href={opportunityLink}>{conversation.subject}</a>
              ) : (
                <span>{conversation.subject}</span>
              )
            ) : conversation.support?.handledBy ? (
              <span>{conversation.support.handledBy.fullname} from our team is handling this.</span>
            ) : conversation.type === 'supportConv' ? (
              <span>We usually answer within a working day.</span>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className="chat-icon-button"
          aria-label="Search in this conversation"
          aria-expanded={isSearchOpen}
          onClick={() => setIsSearchOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {conversation.type === 'directConv' && others[0] ? (
          <BlockButton code={others[0].code} isBlocked={conversation.isBlocked} />
        ) : null}
      </header>
      {isSearchOpen ? <SearchPanel conversationId={conversationId} /> : null}
      {!isConnected ? (
        <p className="chat-thread__offline" role="status">
          Reconnecting… messages you send now are kept and delivered when the connection is back.
        </p>
      ) : null}
      <div className="chat-thread__messages" ref={scrollRef} onScroll={handleScroll}>
        <div ref={topRef} className="chat-thread__sentinel" />
        {history.isFetchingNextPage ? (
          <p className="chat-thread__note" role="status">
            <Spinner size={18} /> Loading earlier messages…
          </p>
        ) : !history.hasNextPage && messages.length > 0 ? (
          <p className="chat-thread__note">This is the start of the conversation.</p>
        ) : null}
        {history.isPending ? (
          <p className="chat-thread__note" role="status">
            <Spinner size={18} /> Loading messages…
          </p>
        ) : messages.length === 0 && waiting.length === 0 ? (
          <p className="chat-thread__empty">
            {conversation.type === 'supportConv'
              ? 'Ask us anything about Talentport: your account, payments, or a problem with a job.'
              : 'No messages yet. Say hello!'}
          </p>
        ) : null}
        <ol className="chat-thread__list" aria-live="polite">
          {messages.map((message) => (
            <MessageBubble
              key={message._id}
              message={message}
              isOwn={message.senderId === userId && message.senderKind === 'user'}
              isSeen={lastOwnSeen?._id === message._id}
            />
          ))}
          {waiting.map((item) => (
            <PendingBubble key={item.clientId} item={item} onRetry={retry} onDiscard={discard} />
          ))}
        </ol>
        {typing ? (
          <p className="chat-thread__typing" role="status">
            {typing.fullname || SUPPORT_NAME} is typing…
          </p>
        ) : null}
      </div>
      <Composer
        conversationId={conversationId}
        isBlocked={conversation.isBlocked}
        onSend={(body, attachments) => {
          isNearBottom.current = true;
          send(conversationId, body, attachments);
        }}
      />
    </section>
  );
}

function canChange(message: ChatMessage) {
  return !message.isDeleted && Date.now() - new Date(message.createdAt).getTime() < CHAT_EDIT_WINDOW_MS;
}

function MessageBubble({
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

function PendingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: PendingMessage;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  return (
    <li className="chat-message chat-message--own chat-message--pending">
      <div className="chat-message__bubble">
        {item.body ? <MessageText text={item.body} /> : null}
        {item.attachments.length > 0 ? (
          <span className="chat-message__footer">{item.attachments.length} file(s)</span>
        ) : null}
        {item.status === 'sending' ? (
          <span className="chat-message__footer">Sending…</span>
        ) : (
          <span className="chat-message__error" role="alert">
            Not sent: {item.error}{' '}
            <button type="button" className="chat-link-button" onClick={() => onRetry(item.clientId)}>
              Retry
            </button>{' '}
            <button type="button" className="chat-link-button" onClick={() => onDiscard(item.clientId)}>
              Discard
            </button>
          </span>
        )}
      </div>
    </li>
  );
}

type Upload = {
  key: string;
  name: string;
  progress: number;
  attachment: ChatAttachment | null;
  error: string | null;
};

function Composer({
  conversationId,
  isBlocked,
  onSend,
}: {
  conversationId: string;
  isBlocked: boolean;
  onSend: (body: string, attachments: ChatAttachment[]) => void;
}) {
  const [body, setBody] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const typingSent = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function announceTyping(isTyping: boolean) {
    void emitWithAck(SOCKET_CLIENT_EVENTS.typing, { conversationId, isTyping }, 2000);
  }

  function handleChange(value: string) {
    setBody(value);
    const now = Date.now();
    if (now - typingSent.current > TYPING_IDLE_MS) {
      typingSent.current = now;
      announceTyping(true);
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      typingSent.current = 0;
      announceTyping(false);
    }, TYPING_IDLE_MS);
  }

  async function handleFiles(list: FileList | null) {
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
              ? {
                  ...upload,
                  progress: 1,
                  attachment: {
                    _id: answer.result._id,
                    name: answer.result.name,
                    url: answer.result.url,
                    mimeType: answer.result.mimeType,
                    size: answer.result.size,
                    isImage: answer.result.mimeType.startsWith('image/'),
                  },
                }
              : { ...upload, error: answer.error.en }
            : upload,
        ),
      );
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  const ready = uploads.flatMap((upload) => (upload.attachment ? [upload.attachment] : []));
  const isUploading = uploads.some((upload) => !upload.attachment && !upload.error);
  const canSend = !isBlocked && !isUploading && (body.trim().length > 0 || ready.length > 0);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(body.trim(), ready);
    setBody('');
    setUploads([]);
    if (idleTimer.current) clearTimeout(idleTimer.current);
    typingSent.current = 0;
    announceTyping(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  if (isBlocked) {
    return (
      <p className="chat-composer chat-composer--blocked">You cannot send messages in this conversation.</p>
    );
  }
  return (
    <form className="chat-composer" onSubmit={submit}>
      {uploads.length > 0 ? (
        <ul className="chat-composer__uploads" aria-label="Files to send">
          {uploads.map((upload) => (
            <li key={upload.key} className={upload.error ? 'chat-composer__upload--error' : undefined}>
              <span>{upload.name}</span>
              {upload.error ? (
                <span role="alert"> — {upload.error}</span>
              ) : upload.attachment ? (
                <span> — ready</span>
              ) : (
                <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              )}
              <button
                type="button"
                className="chat-link-button"
                onClick={() => setUploads((current) => current.filter((item) => item.key !== upload.key))}
              >
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
          disabled={uploads.length >= CHAT_MAX_ATTACHMENTS}
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
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className="button button--primary button--compact" disabled={!canSend}>
          Send
        </button>
      </div>
    </form>
  );
}

function SearchPanel({ conversationId }: { conversationId: string }) {
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState('');
  const results = useSearchMessages(conversationId, submitted);
  return (
    <div className="chat-search">
      <form
        aria-label="Message search"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(term.trim());
        }}
      >
        <label className="visually-hidden" htmlFor={`search-${conversationId}`}>
          Search messages
        </label>
        <input
          id={`search-${conversationId}`}
          type="search"
          placeholder="Search messages"
          value={term}
          maxLength={100}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="button button--secondary button--compact">
          Search
        </button>
      </form>
      {submitted ? (
        results.isPending ? (
          <p role="status">Searching…</p>
        ) : results.isError ? (
          <p role="alert">{results.error.message}</p>
        ) : results.data.items.length === 0 ? (
          <p>No messages contain “{submitted}”.</p>
        ) : (
          <ul className="chat-search__results" aria-label="Search results">
            {results.data.items.map((message) => (
              <li key={message._id}>
                <strong>{message.senderName}</strong> <time>{formatTime(message.createdAt)}</time>
                <MessageText text={message.body} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function BlockButton({ code, isBlocked }: { code: string; isBlocked: boolean }) {
  const block = useBlockUser();
  const unblock = useUnblockUser();
  // isBlocked may come from the other side; only an unblock of our own block succeeds.
  return isBlocked ? (
    <button
      type="button"
      className="button button--ghost button--compact"
      onClick={() => unblock.mutate(code)}
    >
      Unblock
    </button>
  ) : (
    <button
      type="button"
      className="button button--ghost button--compact"
      onClick={() => {
        if (window.confirm('Block this person? Neither of you will be able to send direct messages.'))
          block.mutate(code);
      }}
    >
      Block
    </button>
  );
}
