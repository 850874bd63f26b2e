import '../chat.css';
import { CHAT_CONVERSATION_TYPES, CHAT_TYPE_LABELS, type ChatConversationType } from '@talentport/contract';
import { Spinner } from '../../../components/ui/spinner';
import { useConversations } from '../api/get-conversations';
import { useChat } from '../chat-context';
import {
  avatarUrlOf,
  ChatAvatar,
  conversationTitle,
  formatTime,
  otherParticipants,
  SUPPORT_NAME,
  TypeBadge,
} from './chat-bits';

type ConversationListProps = {
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  onOpenSupport: () => void;
};

/** Conversations sorted by their last message, filterable by type (the data rules `conversation.type`). */
export function ConversationList({ selectedId, onSelect, onOpenSupport }: ConversationListProps) {
  const { state, dispatch, userId } = useChat();
  const type = state.conversation.type;
  const conversations = useConversations(type);
  const filters: (ChatConversationType | null)[] = [null, ...CHAT_CONVERSATION_TYPES];

  return (
    <div className="chat-list">
      <fieldset className="chat-list__filters">
        <legend className="visually-hidden">Show conversations</legend>
        {filters.map((filter) => (
          <button
            key={filter ?? 'all'}
            type="button"
            className={`chat-chip${type === filter ? ' chat-chip--active' : ''}`}
            aria-pressed={type === filter}
            onClick={() => dispatch({ type: 'set-type', conversationType: filter })}
          >
            {filter ? CHAT_TYPE_LABELS[filter] : 'All'}
          </button>
        ))}
      </fieldset>
      <button type="button" className="chat-list__support" onClick={onOpenSupport}>
        <ChatAvatar name={SUPPORT_NAME} size={32} />
        <span>
          <strong>Need help?</strong> Chat with {SUPPORT_NAME}
        </span>
      </button>
      {conversations.isPending ? (
        <p className="chat-list__state" role="status">
          <Spinner size={24} /> Loading conversations…
        </p>
      ) : conversations.isError ? (
        <p className="chat-list__state" role="alert">
          {conversations.error.message}
        </p>
      ) : conversations.data.items.length === 0 ? (
        <p className="chat-list__state">
          {type
            ? `No ${CHAT_TYPE_LABELS[type].toLowerCase()} conversations yet.`
            : 'No conversations yet. When an employer shortlists you, hires you, or someone writes to you, the conversation appears here.'}
        </p>
      ) : (
        <ul className="chat-list__items" aria-label="Conversations">
          {conversations.data.items.map((conversation) => {
            const title = conversationTitle(conversation, userId);
            const other = otherParticipants(conversation, userId)[0];
            const last = conversation.lastMessage;
            const preview = last
              ? last.isDeleted
                ? 'Message deleted'
                : last.body || `${last.attachments.length} file${last.attachments.length === 1 ? '' : 's'}`
              : 'No messages yet';
            const isSelected = conversation._id === selectedId;
            return (
              <li key={conversation._id}>
                <button
                  type="button"
                  className={`chat-list__item${isSelected ? ' chat-list__item--selected' : ''}`}
                  aria-current={isSelected ? 'true' : undefined}
                  onClick={() => onSelect(conversation._id)}
                >
                  <ChatAvatar
                    name={title}
                    url={conversation.type === 'supportConv' ? null : avatarUrlOf(other)}
                  />
                  <span className="chat-list__body">
                    <span className="chat-list__top">
                      <span className="chat-list__name">{title}</span>
                      <span className="chat-list__time">{formatTime(conversation.lastMessageAt)}</span>
                    </span>
                    <span className="chat-list__meta">
                      <TypeBadge type={conversation.type} />
                      {conversation.subject ? (
                        <span className="chat-list__subject">{conversation.subject}</span>
                      ) : null}
                    </span>
                    <span className="chat-list__bottom">
                      <span className="chat-list__preview">
                        {last && last.senderId === userId ? 'You: ' : ''}
                        {preview}
                      </span>
                      {conversation.unread > 0 ? (
                        <span className="chat-unread">
                          {conversation.unread}
                          <span className="visually-hidden"> unread</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
