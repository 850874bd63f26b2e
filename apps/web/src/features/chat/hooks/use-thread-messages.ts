import { useMemo } from 'react';
import { useMessages } from '../api/get-messages';
import { useChat } from '../chat-context';

/**
 * A conversation's history, oldest first for display (the pages hold newest first), with the
 * messages of the outbox still on their way to it.
 */
export function useThreadMessages(conversationId: string) {
  const { pending } = useChat();
  const history = useMessages(conversationId);
  const messages = useMemo(() => {
    const all = (history.data?.pages ?? []).flatMap((page) => page.items);
    const unique = new Map(all.map((message) => [message._id, message]));
    return [...unique.values()].sort((a, b) => a.seq - b.seq);
  }, [history.data]);
  const waiting = pending.filter((item) => item.conversationId === conversationId);
  return { history, messages, waiting };
}
