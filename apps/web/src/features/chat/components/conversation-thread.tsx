import '../chat-thread.css';
import type { ChatConversation } from '@talentport/contract';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useConversation } from '../api/get-conversation';
import { useChat } from '../chat-context';
import { useConversationRoom } from '../hooks/use-conversation-room';
import { useReadReceipts } from '../hooks/use-read-receipts';
import { useScrollAnchoring } from '../hooks/use-scroll-anchoring';
import { useThreadMessages } from '../hooks/use-thread-messages';
import { conversationTitle, SUPPORT_NAME } from './chat-bits';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';
import { ThreadHeader } from './thread-header';

type ThreadProps = {
  conversationId: string;
  /** Shown on narrow layouts: back to the list. */
  onBack?: () => void;
  /** Where the opportunity of a hiring or working conversation lives for this viewer. */
  opportunityHref?: (opportunityId: string) => string | null;
  /** Links about the conversation from other features (make an offer, the Work page), by the screen. */
  threadActions?: ((conversation: ChatConversation) => ReactNode) | undefined;
};

export function ConversationThread({ conversationId, onBack, opportunityHref, threadActions }: ThreadProps) {
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
      threadActions={threadActions}
    />
  );
}

/** One open conversation: the behaviour lives in the hooks, the parts in their own views. */
function ThreadBody({
  conversation,
  onBack,
  opportunityHref,
  threadActions,
}: {
  conversation: ChatConversation;
  onBack?: (() => void) | undefined;
  opportunityHref?: ((opportunityId: string) => string | null) | undefined;
  threadActions?: ((conversation: ChatConversation) => ReactNode) | undefined;
}) {
  const conversationId = conversation._id;
  const { userId, send, retry, discard, isConnected } = useChat();
  const { history, messages, waiting } = useThreadMessages(conversationId);
  const typing = useConversationRoom(conversationId, userId, isConnected);
  const seenId = useReadReceipts(conversation, messages, userId);
  const scroll = useScrollAnchoring(history);

  const opportunityLink = conversation.opportunityId
    ? (opportunityHref?.(conversation.opportunityId) ?? null)
    : null;

  return (
    <section
      className="chat-thread"
      aria-label={`Conversation with ${conversationTitle(conversation, userId)}`}
    >
      <ThreadHeader
        conversation={conversation}
        userId={userId}
        onBack={onBack}
        opportunityLink={opportunityLink}
      />
      {threadActions ? <div className="chat-thread__actions">{threadActions(conversation)}</div> : null}
      {!isConnected ? (
        <p className="chat-thread__offline" role="status">
          Reconnecting… messages you send now are kept and delivered when the connection is back.
        </p>
      ) : null}
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
              isSeen={seenId === message._id}
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
          scroll.followNewest();
          send(conversationId, body, attachments);
        }}
      />
    </section>
  );
}
