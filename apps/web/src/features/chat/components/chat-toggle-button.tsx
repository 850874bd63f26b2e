import { useUnreadCounts } from '../api/get-unread-counts';
import { useChat } from '../chat-context';

/** The header's chat button: opens or closes the drawer and shows the live unread total. */
export function ChatToggleButton() {
  const { state, dispatch } = useChat();
  const unread = useUnreadCounts();
  const total = unread.data?.total ?? 0;
  const label = total > 0 ? `Messages, ${total} unread` : 'Messages';
  return (
    <button
      type="button"
      className="chat-toggle"
      aria-label={label}
      aria-expanded={state.isOpenChat}
      onClick={() => dispatch(state.isOpenChat ? { type: 'close-chat' } : { type: 'open-chat' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4.5 3.5V17H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {total > 0 ? (
        <span className="chat-toggle__count" aria-hidden="true">
          {total > 99 ? '99+' : total}
        </span>
      ) : null}
    </button>
  );
}

/** Opens the support conversation (the data rules `isOpenAdminChat`). */
export function SupportChatButton({ className }: { className?: string }) {
  const { dispatch } = useChat();
  return (
    <button
      type="button"
      className={className ?? 'nav-link nav-link--button'}
      onClick={() => dispatch({ type: 'open-admin-chat', conversationId: null })}
    >
      Help
    </button>
  );
}
