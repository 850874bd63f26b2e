import type { ChatConversation, ChatMessage } from '@talentport/contract';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './api/chat-keys';
import type { MessagePages } from './api/get-messages';

/**
 * Puts messages into a conversation's loaded history: a known id is replaced (edits, deletes), a
 * new one joins the newest page. Histories not loaded yet are left alone (they load fresh).
 * Duplicates cannot appear: messages are keyed by id, and the server keeps one per clientId.
 */
export function mergeMessages(queryClient: QueryClient, incoming: ChatMessage[]) {
  const byConversation = new Map<string, ChatMessage[]>();
  for (const message of incoming) {
    const list = byConversation.get(message.conversationId) ?? [];
    list.push(message);
    byConversation.set(message.conversationId, list);
  }
  for (const [conversationId, list] of byConversation) {
    queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => {
      if (!data || data.pages.length === 0) return data;
      const known = new Map(list.map((message) => [message._id, message]));
      const pages = data.pages.map((page) => ({
        ...page,
        items: page.items.map((message) => {
          const replacement = known.get(message._id);
          if (!replacement) return message;
          known.delete(message._id);
          return replacement;
        }),
      }));
      const [newest, ...older] = pages;
      if (!newest) return data;
      const added = [...known.values()];
      if (added.length === 0) return { ...data, pages };
      const items = [...added, ...newest.items].sort((a, b) => b.seq - a.seq);
      return { ...data, pages: [{ ...newest, items, total: newest.total + added.length }, ...older] };
    });
  }
}

/**
 * Where a catch-up starts: the last seq of the unbroken run that begins at the oldest message held.
 * Seqs are consecutive in a conversation, so a hole means a message this tab never got (an event
 * lost while a newer one arrived, e.g. across a Redis outage): the catch-up starts before it.
 */
export function catchUpSeq(seqs: Iterable<number>): number {
  const sorted = [...new Set(seqs)].sort((a, b) => a - b);
  let cursor = sorted[0] ?? 0;
  for (const seq of sorted.slice(1)) {
    if (seq !== cursor + 1) break;
    cursor = seq;
  }
  return cursor;
}

/** Each loaded conversation's catch-up cursor (`catchUpSeq`): the cursors of a reconnect catch-up. */
export function loadedCursors(queryClient: QueryClient) {
  const cursors: { conversationId: string; afterSeq: number }[] = [];
  for (const [key, data] of queryClient.getQueriesData<MessagePages>({ queryKey: ['chat', 'messages'] })) {
    const conversationId = key[2];
    if (typeof conversationId !== 'string' || !data) continue;
    const seqs = data.pages.flatMap((page) => page.items.map((message) => message.seq));
    cursors.push({ conversationId, afterSeq: catchUpSeq(seqs) });
  }
  return cursors.slice(0, 50);
}

/** The newest message held for a conversation, or null when its history is not loaded. */
export function lastMessageOf(queryClient: QueryClient, conversationId: string): ChatMessage | null {
  const data = queryClient.getQueryData<MessagePages>(chatKeys.messages(conversationId));
  let newest: ChatMessage | null = null;
  for (const page of data?.pages ?? []) {
    for (const message of page.items) if (!newest || message.seq > newest.seq) newest = message;
  }
  return newest;
}

/** The public avatar of each participant of a loaded conversation, by user id. */
export function avatarsOf(queryClient: QueryClient, conversationId: string): Record<string, string> {
  const conversation = queryClient.getQueryData<ChatConversation>(chatKeys.conversation(conversationId));
  const avatars: Record<string, string> = {};
  for (const participant of conversation?.participants ?? []) {
    const url = participant.avatar[0]?.url;
    if (url) avatars[participant._id] = url;
  }
  return avatars;
}
