import '../chat.css';
import '../chat-thread.css';
import type { PendingMessage } from '../chat-context';
import { MessageText } from './chat-bits';

/** A message of the outbox: "Sending…", or why it failed with Retry and Discard. */
export function PendingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: PendingMessage;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  return (
    <li className="chat-message chat-message--own chat-message--pending">
      <div className="chat-message__bubble">
        {item.body ? <MessageText text={item.body} /> : null}
        {item.attachments.length > 0 ? (
          <span className="chat-message__footer">{item.attachments.length} file(s)</span>
        ) : null}
        {item.status === 'sending' ? (
          <span className="chat-message__footer">Sending…</span>
        ) : (
          <span className="chat-message__error" role="alert">
            Not sent: {item.error}{' '}
            <button type="button" className="chat-link-button" onClick={() => onRetry(item.clientId)}>
              Retry
            </button>{' '}
            <button type="button" className="chat-link-button" onClick={() => onDiscard(item.clientId)}>
              Discard
            </button>
          </span>
        )}
      </div>
    </li>
  );
}
