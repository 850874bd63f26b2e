import '../chat.css';
import '../chat-thread.css';
import type { ChatConversation } from '@talentport/contract';
import { useState } from 'react';
import { BlockButton } from './block-button';
import { avatarUrlOf, ChatAvatar, conversationTitle, otherParticipants, TypeBadge } from './chat-bits';
import { ThreadSearch } from './thread-search';

type ThreadHeaderProps = {
  conversation: ChatConversation;
  userId: string | null;
  onBack?: (() => void) | undefined;
  /** The page of the conversation's opportunity for this viewer, if they may open it. */
  opportunityLink: string | null;
};

/** Who the conversation is with, what it is about, block (direct chats) and the search, opened from here. */
export function ThreadHeader({ conversation, userId, onBack, opportunityLink }: ThreadHeaderProps) {
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const title = conversationTitle(conversation, userId);
  const others = otherParticipants(conversation, userId);
  return (
    <>
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
      {isSearchOpen ? <ThreadSearch conversationId={conversation._id} /> : null}
    </>
  );
}
