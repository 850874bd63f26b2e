import type { ChatConversation } from '@talentport/contract';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useConversation } from '../api/get-conversation';
import { useChat } from '../chat-context';
import { useConversationRoom } from '../hooks/use-conversation-room';
import { useReadReceipts } from '../hooks/use-read-receipts';
import { useScrollAnchoring } from '../hooks/use-scroll-anchoring';
import { useThreadMessages } from '../hooks/use-thread-messages';
import { useTypingIndicator } from '../hooks/use-typing';
import { conversationTitle } from './chat-bits';
import { Composer } from './composer';
import { ThreadHeader } from './thread-header';
import { ThreadMessages } from './thread-messages';
import { ThreadSearch } from './thread-search';

type ThreadProps = {
  conversationId: string;
  /** Shown on narrow layouts: back to the list. */
  onBack?: () => void;
  /** Where the opportunity of a hiring or working conversation lives for this viewer. */
  opportunityHref?: (opportunityId: string) => string | null;
};

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

/** One open conversation: the behaviour lives in the hooks, the parts in their own views. */
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
  const { userId, send, retry, discard, isConnected } = useChat();
  const { history, messages, waiting } = useThreadMessages(conversationId);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  useConversationRoom(conversationId, isConnected);
  const typing = useTypingIndicator(conversationId, userId, isConnected);
  const seenId = useReadReceipts({ conversation, messages, userId });
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
        isSearchOpen={isSearchOpen}
        onToggleSearch={() => setIsSearchOpen((value) => !value)}
        onBack={onBack}
        opportunityLink={opportunityLink}
      />
      {isSearchOpen ? <ThreadSearch conversationId={conversationId} /> : null}
      {!isConnected ? (
        <p className="chat-thread__offline" role="status">
          Reconnecting… messages you send now are kept and delivered when the connection is back.
        </p>
      ) : null}
      <ThreadMessages
        conversationType={conversation.type}
        history={history}
        messages={messages}
        waiting={waiting}
        userId={userId}
        seenId={seenId}
        typing={typing}
        scroll={scroll}
        onRetry={retry}
        onDiscard={discard}
      />
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
