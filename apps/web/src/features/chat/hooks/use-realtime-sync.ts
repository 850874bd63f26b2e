import {
  type ChatMessage,
  isSuccess,
  SOCKET_CLIENT_EVENTS,
  SOCKET_SERVER_EVENTS,
  type SocketSyncResult,
} from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { connectSocket, disconnectSocket, emitWithAck, loadSocket } from '../../../lib/socket';
import { chatKeys } from '../api/chat-keys';
import { loadedCursors, mergeMessages } from '../chat-cache';
import type { Outbox } from './use-outbox';

/** While connected and visible, the history is checked against the server this often. */
const CHAT_CATCH_UP_MS = 30_000;

/**
 * The socket, connected while signed in, with its events routed into the query cache, so every
 * screen (and every tab, each with its own socket) shows the same thing. The history catches up
 * from the last seq after a reconnect, when the tab is looked at again and every half minute, so
 * a lost event is never lost for long. Chat runs only for a signed-in user (`isEnabled`): the socket
 * connects with their token. Returns whether the socket is connected.
 */
export function useRealtimeSync(
  isEnabled: boolean,
  { pendingRef, deliver, discard }: Pick<Outbox, 'pendingRef' | 'deliver' | 'discard'>,
  refreshLists: () => void,
): boolean {
  const queryClient = useQueryClient();
  const [isConnected, setIsConnected] = useState(false);

  useEffect(() => {
    if (!isEnabled) {
      disconnectSocket();
      setIsConnected(false);
      return;
    }
    let socket: Socket | null = null;
    let isCancelled = false;
    const onCreated = (message: ChatMessage) => {
      mergeMessages(queryClient, [message]);
      discard(message.clientId);
      refreshLists();
    };
    const onUpdated = (message: ChatMessage) => {
      mergeMessages(queryClient, [message]);
      refreshLists();
    };
    // Asks the server for what came after the first hole in every loaded conversation (its last
    // message when there is none: `catchUpSeq`). An event can be lost while connected (an
    // instance's pub/sub link down, say), so this runs on every (re)connection (servers close
    // their sockets after a Redis outage for this), when the tab is looked at again, and every
    // CHAT_CATCH_UP_MS while visible.
    const catchUp = async () => {
      const cursors = loadedCursors(queryClient);
      if (cursors.length === 0 || !socket?.connected) return;
      const answer = await emitWithAck<SocketSyncResult>(SOCKET_CLIENT_EVENTS.sync, { cursors });
      if (!isSuccess(answer) || isCancelled) return;
      mergeMessages(queryClient, answer.result.items);
      for (const conversationId of answer.result.truncated) {
        void queryClient.resetQueries({ queryKey: chatKeys.messages(conversationId) });
      }
      if (answer.result.items.length > 0) refreshLists();
    };
    const onConnect = async () => {
      setIsConnected(true);
      await catchUp();
      refreshLists();
      for (const item of pendingRef.current) if (item.status === 'sending') void deliver(item.clientId);
    };
    const onDisconnect = () => setIsConnected(false);
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !socket?.connected) return;
      void catchUp();
      refreshLists();
    };
    document.addEventListener('visibilitychange', onVisible);
    const catchUpTimer = setInterval(() => {
      if (document.visibilityState === 'visible') void catchUp();
    }, CHAT_CATCH_UP_MS);
    // socket.io-client loads on first use; signing out before it arrives connects nothing.
    void loadSocket().then((loaded) => {
      if (isCancelled) return;
      socket = connectSocket(loaded);
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.on(SOCKET_SERVER_EVENTS.messageCreated, onCreated);
      socket.on(SOCKET_SERVER_EVENTS.messageUpdated, onUpdated);
      socket.on(SOCKET_SERVER_EVENTS.conversationRead, refreshLists);
      socket.on(SOCKET_SERVER_EVENTS.conversationCreated, refreshLists);
      if (socket.connected) void onConnect();
    });
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(catchUpTimer);
      socket?.off('connect', onConnect);
      socket?.off('disconnect', onDisconnect);
      socket?.off(SOCKET_SERVER_EVENTS.messageCreated, onCreated);
      socket?.off(SOCKET_SERVER_EVENTS.messageUpdated, onUpdated);
      socket?.off(SOCKET_SERVER_EVENTS.conversationRead, refreshLists);
      socket?.off(SOCKET_SERVER_EVENTS.conversationCreated, refreshLists);
    };
  }, [isEnabled, queryClient, refreshLists, deliver, discard, pendingRef]);

  return isConnected;
}
