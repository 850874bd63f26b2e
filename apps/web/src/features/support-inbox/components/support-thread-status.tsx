import '../support-inbox.css';
import { isSuccess, type SupportConversation } from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { markSupportRead } from '../api/mark-support-read';
import { supportKeys } from '../api/support-keys';
import { updateSupportConversation } from '../api/update-support-conversation';

/**
 * "Seen" means a person read it (issue 20): the newest message is marked read only once it has
 * been on screen, in a visible tab, for a moment; opening the list or the thread is not enough.
 */
export function useMarkReadWhenSeen(
  conversationId: string,
  newestSeq: number | null,
  target: RefObject<HTMLElement | null>,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const element = target.current;
    if (!element || newestSeq === null || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        window.clearTimeout(timer);
        if (!entry?.isIntersecting || document.visibilityState !== 'visible') return;
        timer = window.setTimeout(() => {
          void markSupportRead(conversationId, newestSeq).then(() =>
            queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
          );
          observer.disconnect();
        }, 600);
      },
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [conversationId, newestSeq, target, queryClient]);
}

/** Who handles the conversation, whether the user waits, and "Take it" / "Close". */
export function SupportThreadStatus({ conversation }: { conversation: SupportConversation | undefined }) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(conversation);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setCurrent(conversation), [conversation]);
  if (!current?.support) return null;
  const { handledBy, isWaiting } = current.support;

  async function act(action: 'assign' | 'close') {
    if (!current) return;
    const envelope = await updateSupportConversation(current._id, action);
    if (!isSuccess(envelope)) {
      setError(envelope.error.en);
      return;
    }
    setError(null);
    setCurrent(envelope.result);
    void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
  }

  return (
    <div className="support-status">
      <p className="support-status__text">
        <strong>{handledBy ? `Handled by ${handledBy.fullname}` : 'Nobody is handling this yet'}</strong>
        {' · '}
        {isWaiting ? 'Waiting for our answer' : 'Answered or closed'}
      </p>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary button--compact"
          onClick={() => void act('assign')}
        >
          Take it
        </button>
        {isWaiting ? (
          <button
            type="button"
            className="button button--ghost button--compact"
            onClick={() => void act('close')}
          >
            Close without reply
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="chat-message__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
