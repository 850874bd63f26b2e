import '../chat.css';
import type { ChatConversation } from '@talentport/contract';
import { type ReactNode, useEffect } from 'react';
import { useSupportConversation } from '../api/open-support-conversation';
import { useChat } from '../chat-context';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

type InboxProps = {
  /** The conversation named in the address (?conversation=<id>), if any. */
  selectedId: string | null;
  onSelect: (conversationId: string | null) => void;
  opportunityHref?: (opportunityId: string) => string | null;
  /** Links about the open conversation from other features, composed by the screen. */
  threadActions?: (conversation: ChatConversation) => ReactNode;
};

/**
 * The full-page inbox: list and conversation side by side on wide screens, one at a time on
 * phones (the list, or the conversation with a back button).
 */
export function Inbox({ selectedId, onSelect, opportunityHref, threadActions }: InboxProps) {
  const { state, dispatch } = useChat();
  const wantsSupport = selectedId === 'support';
  const support = useSupportConversation({ isEnabled: wantsSupport });

  useEffect(() => {
    if (wantsSupport && support.data) onSelect(support.data._id);
  }, [wantsSupport, support.data, onSelect]);

  // The drawer would duplicate the page: close it here.
  useEffect(() => {
    if (state.isOpenChat) dispatch({ type: 'close-chat' });
  }, [state.isOpenChat, dispatch]);

  const current = wantsSupport ? null : selectedId;
  return (
    <div className={`chat-inbox${current ? ' chat-inbox--thread' : ''}`}>
      <div className="chat-inbox__list">
        <ConversationList
          selectedId={current}
          onSelect={(conversationId) => onSelect(conversationId)}
          onOpenSupport={() => onSelect('support')}
        />
      </div>
      <div className="chat-inbox__thread">
        {current ? (
          <ConversationThread
            conversationId={current}
            onBack={() => onSelect(null)}
            opportunityHref={opportunityHref}
            threadActions={threadActions}
          />
        ) : (
          <p className="chat-inbox__placeholder">Choose a conversation to read it here.</p>
        )}
      </div>
    </div>
  );
}
