import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  isSuccess,
  SOCKET_SERVER_EVENTS,
  type SupportConversation,
  type SupportInboxFilter,
} from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { LinkifiedText } from '../../../components/ui/linkified-text';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-date';
import { getStaffSocket } from '../../../lib/staff-socket';
import { useSupportConversations } from '../api/get-support-conversations';
import { useSupportMessages } from '../api/get-support-messages';
import { useSendSupportReply } from '../api/send-support-reply';
import { supportKeys } from '../api/support-keys';
import { SupportThreadStatus, useMarkReadWhenSeen } from './support-thread-status';

function formatTime(iso: string | null): string {
  return iso ? formatWhen(iso, 'shortDateTime') : '';
}

/** Keeps the inbox live: any support message or read marker refreshes what is shown. */
function useLiveSupport() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getStaffSocket();
    const refresh = (event: { conversationId: string }) => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.messages(event.conversationId) });
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    socket.on(SOCKET_SERVER_EVENTS.messageCreated, refresh);
    socket.on(SOCKET_SERVER_EVENTS.messageUpdated, refresh);
    socket.on(SOCKET_SERVER_EVENTS.conversationRead, refresh);
    socket.on('connect', onReconnect);
    return () => {
      socket.off(SOCKET_SERVER_EVENTS.messageCreated, refresh);
      socket.off(SOCKET_SERVER_EVENTS.messageUpdated, refresh);
      socket.off(SOCKET_SERVER_EVENTS.conversationRead, refresh);
      socket.off('connect', onReconnect);
    };
  }, [queryClient]);
}

/** The support team's inbox: users' support conversations and a reply box. */
export function SupportInbox() {
  useLiveSupport();
  const [filter, setFilter] = useState<SupportInboxFilter>('unanswered');
  const [selected, setSelected] = useState<string | null>(null);
  const [selectedName, setSelectedName] = useState('');
  const [selectedConversation, setSelectedConversation] = useState<SupportConversation | undefined>();
  const conversations = useSupportConversations(filter);

  return (
    <div className={`chat-inbox support-inbox${selected ? ' chat-inbox--thread' : ''}`}>
      <div className="chat-inbox__list">
        <fieldset className="chat-list__filters">
          <legend className="visually-hidden">Show</legend>
          {(['unanswered', 'all'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={`chat-chip${filter === value ? ' chat-chip--active' : ''}`}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {value === 'unanswered' ? 'Waiting for us' : 'All'}
            </button>
          ))}
        </fieldset>
        {conversations.isPending ? (
          <p className="chat-list__state" role="status">
            <Spinner size={24} /> Loading…
          </p>
        ) : conversations.isError ? (
          <p className="chat-list__state" role="alert">
            {conversations.error.message}
          </p>
        ) : conversations.data.items.length === 0 ? (
          <p className="chat-list__state">
            {filter === 'unanswered' ? 'Nobody is waiting for an answer.' : 'No support conversations yet.'}
          </p>
        ) : (
          <ul className="chat-list__items" aria-label="Support conversations">
            {conversations.data.items.map((conversation) => (
              <li key={conversation._id}>
                <button
                  type="button"
                  className={`chat-list__item${conversation._id === selected ? ' chat-list__item--selected' : ''}`}
                  aria-current={conversation._id === selected ? 'true' : undefined}
                  onClick={() => {
                    setSelected(conversation._id);
                    setSelectedName(conversation.user.fullname);
                    setSelectedConversation(conversation);
                  }}
                >
                  <span className="chat-list__body">
                    <span className="chat-list__top">
                      <span className="chat-list__name">{conversation.user.fullname}</span>
                      <span className="chat-list__time">{formatTime(conversation.lastMessageAt)}</span>
                    </span>
                    <span className="chat-list__subject">
                      {conversation.user.email} · {conversation.user.userRole ?? 'no role yet'}
                      {conversation.support?.handledBy ? ` · ${conversation.support.handledBy.fullname}` : ''}
                    </span>
                    <span className="chat-list__bottom">
                      <span className="chat-list__preview">{conversation.lastMessage?.body ?? ''}</span>
                      {conversation.unread > 0 ? (
                        <span className="chat-unread">
                          {conversation.unread}
                          <span className="visually-hidden"> waiting</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="chat-inbox__thread">
        {selected ? (
          <SupportThread
            key={selected}
            conversationId={selected}
            conversation={selectedConversation}
            title={selectedName || 'Support conversation'}
            onBack={() => setSelected(null)}
          />
        ) : (
          <p className="chat-inbox__placeholder">Choose a conversation to answer it.</p>
        )}
      </div>
    </div>
  );
}

function SupportThread({
  conversationId,
  conversation,
  title,
  onBack,
}: {
  conversationId: string;
  conversation: SupportConversation | undefined;
  title: string;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const history = useSupportMessages(conversationId);
  const reply = useSendSupportReply();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pendingClientId = useRef<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const messages = useMemo(() => {
    const all = (history.data?.pages ?? []).flatMap((page) => page.items);
    return [...new Map(all.map((message) => [message._id, message])).values()].sort((a, b) => a.seq - b.seq);
  }, [history.data]);
  const newest = messages.at(-1);

  const newestRef = useRef<HTMLLIElement>(null);
  useMarkReadWhenSeen(conversationId, newest?.senderKind === 'user' ? newest.seq : null, newestRef);
  useEffect(() => {
    if (!newest) return;
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [newest]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    // The same clientId until it is acknowledged: retrying never answers twice.
    pendingClientId.current ??= crypto.randomUUID();
    const answer = await reply.mutateAsync({ conversationId, clientId: pendingClientId.current, body: text });
    if (isSuccess(answer)) {
      pendingClientId.current = null;
      setBody('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: supportKeys.messages(conversationId) });
    } else {
      setError(answer.error.en);
    }
  }

  return (
    <section className="chat-thread" aria-label={`Support conversation with ${title}`}>
      <header className="chat-thread__header">
        <button
          type="button"
          className="chat-icon-button chat-thread__back"
          onClick={onBack}
          aria-label="Back"
        >
          ←
        </button>
        <div className="chat-thread__title">
          <h2>{title}</h2>
          <p>
            <span className="chat-badge chat-badge--supportConv">Support</span> Replies are signed “Talentport
            support” and recorded in the audit log.
          </p>
          <SupportThreadStatus conversation={conversation} />
        </div>
      </header>
      <div className="chat-thread__messages" ref={scrollRef}>
        {history.hasNextPage ? (
          <p className="chat-thread__note">
            <button
              type="button"
              className="button button--ghost button--compact"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              Show earlier messages
            </button>
          </p>
        ) : null}
        {history.isPending ? (
          <p className="chat-thread__note" role="status">
            <Spinner size={18} /> Loading messages…
          </p>
        ) : null}
        <ol className="chat-thread__list" aria-live="polite">
          {messages.map((message: ChatMessage) => (
            <li
              key={message._id}
              ref={message._id === newest?._id ? newestRef : undefined}
              className={`chat-message${message.senderKind === 'staff' ? ' chat-message--own' : ''}`}
            >
              <div className="chat-message__bubble">
                <span className="chat-message__sender">{message.senderName}</span>
                {message.isDeleted ? (
                  <p className="chat-message__deleted">Message deleted</p>
                ) : (
                  <LinkifiedText text={message.body} className="chat-message__text" />
                )}
                {message.attachments.length > 0 ? (
                  <span className="chat-message__footer">{message.attachments.length} file(s) attached</span>
                ) : null}
                <span className="chat-message__footer">
                  <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                </span>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <form className="chat-composer" onSubmit={submit}>
        {error ? (
          <p className="chat-message__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="chat-composer__row">
          <label className="visually-hidden" htmlFor={`reply-${conversationId}`}>
            Reply
          </label>
          <textarea
            id={`reply-${conversationId}`}
            className="chat-composer__input"
            rows={2}
            placeholder="Write a reply…"
            value={body}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            onChange={(event) => setBody(event.target.value)}
          />
          <button type="submit" className="button button--primary button--compact" disabled={reply.isPending}>
            Send reply
          </button>
        </div>
      </form>
    </section>
  );
}
