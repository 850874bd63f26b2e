import type { ChatConversation, ChatMessage } from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatKeys } from '../api/chat-keys';
import { markRead } from '../api/mark-read';
import { otherParticipants } from '../components/chat-bits';

/**
 * Read receipts both ways. What is on screen while the page is visible counts as read: the newest
 * message is marked read (now, and when the tab is looked at again). Returns the id of the last
 * own message the other side has read ("Seen"); for support chats, which have no member on the
 * other side, that is what a staff member actually read.
 */
export function useReadReceipts(
  conversation: ChatConversation,
  messages: ChatMessage[],
  userId: string | null,
): string | null {
  const queryClient = useQueryClient();
  const conversationId = conversation._id;
  const newest = messages.at(-1) ?? null;
  const myReadSeq =
    conversation.participants.find((participant) => participant._id === userId)?.lastReadSeq ?? 0;

  useEffect(() => {
    if (!newest || newest.seq <= myReadSeq) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      void markRead(conversationId, newest.seq).then(() => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) });
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, newest, myReadSeq, queryClient]);

  return lastSeenOwnMessage(conversation, messages, userId)?._id ?? null;
}

/** The newest own message whose seq the other side has read up to. */
export function lastSeenOwnMessage(
  conversation: ChatConversation,
  messages: ChatMessage[],
  userId: string | null,
): ChatMessage | undefined {
  const otherReadSeq = conversation.support
    ? conversation.support.readSeq
    : Math.min(
        ...otherParticipants(conversation, userId).map((participant) => participant.lastReadSeq),
        Number.POSITIVE_INFINITY,
      );
  return messages.findLast((message) => message.senderId === userId && message.seq <= otherReadSeq);
}
