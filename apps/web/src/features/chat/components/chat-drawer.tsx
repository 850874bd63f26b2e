import '../chat.css';
import { useEffect, useRef } from 'react';
import { useSupportConversation } from '../api/open-support-conversation';
import { useChat } from '../chat-context';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

/**
 * The chat drawer (the data rules `isOpenChat`), reachable from every signed-in page: the conversation list,
 * or one conversation. `isOpenAdminChat` opens it straight on the support conversation.
 */
export function ChatDrawer({
  opportunityHref,
}: {
  opportunityHref?: (opportunityId: string) => string | null;
}) {
  const { state, dispatch } = useChat();
  const panelRef = useRef<HTMLDivElement>(null);
  const support = useSupportConversation({ isEnabled: state.isOpenAdminChat });
  const current = state.conversation.currentConversation;

  useEffect(() => {
    if (state.isOpenAdminChat && support.data && current !== support.data._id) {
      dispatch({ type: 'open-admin-chat', conversationId: support.data._id });
    }
  }, [state.isOpenAdminChat, support.data, current, dispatch]);

  useEffect(() => {
    if (!state.isOpenChat) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close-chat' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.isOpenChat, dispatch]);

  if (!state.isOpenChat) return null;
  return (
    <div
      className="chat-drawer"
      role="dialog"
      aria-modal="false"
      aria-label="Messages"
      ref={panelRef}
      tabIndex={-1}
    >
      <div className="chat-drawer__header">
        <h2>{state.isOpenAdminChat ? 'Support' : 'Messages'}</h2>
        <button
          type="button"
          className="chat-icon-button"
          aria-label="Close messages"
          onClick={() => dispatch({ type: 'close-chat' })}
        >
          ✕
        </button>
      </div>
      <div className="chat-drawer__body">
        {current ? (
          <ConversationThread
            conversationId={current}
            onBack={() => dispatch({ type: 'select-conversation', conversationId: null })}
            opportunityHref={opportunityHref}
          />
        ) : state.isOpenAdminChat && support.isError ? (
          <p role="alert" className="chat-list__state">
            {support.error.message}
          </p>
        ) : (
          <ConversationList
            selectedId={null}
            onSelect={(conversationId) => dispatch({ type: 'select-conversation', conversationId })}
            onOpenSupport={() => dispatch({ type: 'open-admin-chat', conversationId: null })}
          />
        )}
      </div>
    </div>
  );
}
