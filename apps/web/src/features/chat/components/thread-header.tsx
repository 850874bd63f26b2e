import type { ChatConversation } from '@talentport/contract';
import { BlockButton } from './block-button';
import { avatarUrlOf, ChatAvatar, conversationTitle, otherParticipants, TypeBadge } from './chat-bits';

type ThreadHeaderProps = {
  conversation: ChatConversation;
  userId: string | null;
  isSearchOpen: boolean;
  onToggleSearch: () => void;
  onBack?: (() => void) | undefined;
  /** The page of the conversation's opportunity for this viewer, if they may open it. */
  opportunityLink: string | null;
};

/** Who the conversation is with, what it is about, search and (direct chats) block. */
export function ThreadHeader({
  conversation,
  userId,
  isSearchOpen,
  onToggleSearch,
  onBack,
  opportunityLink,
}: ThreadHeaderProps) {
  const title = conversationTitle(conversation, userId);
  const others = otherParticipants(conversation, userId);
  return (
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
          <ThreadSubtitle conversation={conversation} link={opportunityLink} />
        </p>
      </div>
      <button
        type="button"
        className="chat-icon-button"
        aria-label="Search in this conversation"
        aria-expanded={isSearchOpen}
        onClick={onToggleSearch}
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
  );
}

/** The subject (linked to the opportunity when there is one) or, for support, who handles it. */
function ThreadSubtitle({ conversation, link }: { conversation: ChatConversation; link: string | null }) {
  if (conversation.subject) {
    return link ? <a href={link}>{conversation.subject}</a> : <span>{conversation.subject}</span>;
  }
  if (conversation.support?.handledBy) {
    return <span>{conversation.support.handledBy.fullname} from our team is handling this.</span>;
  }
  if (conversation.type === 'supportConv') return <span>We usually answer within a working day.</span>;
  return null;
}
