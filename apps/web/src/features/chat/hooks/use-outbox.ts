import { type ChatAttachment, isSuccess } from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { sendMessage } from '../api/send-message';
import { mergeMessages } from '../chat-cache';

/** A message typed here and not yet acknowledged by the server (shown greyed, retried). */
export type PendingMessage = {
  clientId: string;
  conversationId: string;
  body: string;
  attachments: ChatAttachment[];
  status: 'sending' | 'failed';
  error: string | null;
};

export type Outbox = {
  pending: PendingMessage[];
  /** The same list, current between renders (the socket handlers read it). */
  pendingRef: RefObject<PendingMessage[]>;
  send: (conversationId: string, body: string, attachments: ChatAttachment[]) => void;
  retry: (clientId: string) => void;
  discard: (clientId: string) => void;
  /** Delivers again a message still marked as sending (after a reconnect). */
  deliver: (clientId: string) => Promise<void>;
};

const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

/**
 * Messages on their way: each has a client id (the server keeps one message per client id, so a
 * retry never duplicates), is retried with backoff while the failure is transient, and stays
 * visible as failed (retry or discard) when it is not. Signing out (or in as someone else) empties it.
 */
export function useOutbox(isEnabled: boolean, onDelivered: () => void): Outbox {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const pendingRef = useRef<PendingMessage[]>([]);
  pendingRef.current = pending;
  const inFlight = useRef(new Set<string>());

  const deliver = useCallback(
    async (clientId: string) => {
      if (inFlight.current.has(clientId)) return;
      inFlight.current.add(clientId);
      try {
        for (let attempt = 0; ; attempt++) {
          const item = pendingRef.current.find((candidate) => candidate.clientId === clientId);
          if (!item) return;
          const answer = await sendMessage({
            conversationId: item.conversationId,
            clientId,
            body: item.body,
            attachmentIds: item.attachments.map((attachment) => attachment._id),
          });
          if (isSuccess(answer)) {
            mergeMessages(queryClient, [answer.result]);
            setPending((list) => list.filter((candidate) => candidate.clientId !== clientId));
            onDelivered();
            return;
          }
          const isRetryable = answer.status === 0 || answer.status >= 500 || answer.status === 429;
          if (!isRetryable || attempt >= RETRY_DELAYS_MS.length + 10) {
            setPending((list) =>
              list.map((candidate) =>
                candidate.clientId === clientId
                  ? { ...candidate, status: 'failed', error: answer.error.en }
                  : candidate,
              ),
            );
            return;
          }
          const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 8000;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      } finally {
        inFlight.current.delete(clientId);
      }
    },
    [queryClient, onDelivered],
  );

  const send = useCallback(
    (conversationId: string, body: string, attachments: ChatAttachment[]) => {
      const item: PendingMessage = {
        clientId: crypto.randomUUID(),
        conversationId,
        body,
        attachments,
        status: 'sending',
        error: null,
      };
      pendingRef.current = [...pendingRef.current, item];
      setPending(pendingRef.current);
      void deliver(item.clientId);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      pendingRef.current = pendingRef.current.map((candidate) =>
        candidate.clientId === clientId ? { ...candidate, status: 'sending', error: null } : candidate,
      );
      setPending(pendingRef.current);
      void deliver(clientId);
    },
    [deliver],
  );

  /** Drops a message: the user gave up on it, or the server has it (it came back through the socket). */
  const discard = useCallback((clientId: string) => {
    setPending((list) => list.filter((candidate) => candidate.clientId !== clientId));
  }, []);

  useEffect(() => {
    if (!isEnabled) setPending([]);
  }, [isEnabled]);

  return { pending, pendingRef, send, retry, discard, deliver };
}
