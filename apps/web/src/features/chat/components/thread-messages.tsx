import type { ChatConversationType, ChatMessage, SocketTypingEvent } from '@talentport/contract';
import type { RefObject } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { PendingMessage } from '../chat-context';
import { SUPPORT_NAME } from './chat-bits';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';

type ThreadMessagesProps = {
  conversationType: ChatConversationType;
  history: { isPending: boolean; isFetchingNextPage: boolean; hasNextPage: boolean };
  /** Oldest first. */
  messages: ChatMessage[];
  waiting: PendingMessage[];
  userId: string | null;
  /** The last own message the other side has read. */
  seenId: string | null;
  typing: SocketTypingEvent | null;
  scroll: {
    scrollRef: RefObject<HTMLDivElement | null>;
    topRef: RefObject<HTMLDivElement | null>;
    onScroll: () => void;
  };
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
};

/** The scrolling history: where it starts, the messages, those on their way, who is typing. */
export function ThreadMessages({
  conversationType,
  history,
  messages,
  waiting,
  userId,
  seenId,
  typing,
  scroll,
  onRetry,
  onDiscard,
}: ThreadMessagesProps) {
  return (
    <div className="chat-thread__messages" ref={scroll.scrollRef} onScroll={scroll.onScroll}>
      <div ref={scroll.topRef} className="chat-thread__sentinel" />
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
          {conversationType === 'supportConv'
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
            isSeen={seenId === message._id}
          />
        ))}
        {waiting.map((item) => (
          <PendingBubble key={item.clientId} item={item} onRetry={onRetry} onDiscard={onDiscard} />
        ))}
      </ol>
      {typing ? (
        <p className="chat-thread__typing" role="status">
          {typing.fullname || SUPPORT_NAME} is typing…
        </p>
      ) : null}
    </div>
  );
}
