import { randomUUID } from 'node:crypto';
import type { ChatMessage, ProfileVisibility, SocketSyncResult, UserRole } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';
import { userColumns, users } from '../db/schema.js';
import { buildUser } from './harness.js';

export type ChatUser = { token: string; email: string; userId: string; code: string; fullname: string };

/** An account ready to chat: role chosen, onboarded and (unless told otherwise) email verified. */
export async function buildChatUser(
  app: App,
  db: Db,
  {
    role = 'freelancer',
    isOnboard = true,
    isVerified = true,
    fullname = 'Chat Person',
    profileVisibility = 'public',
  }: {
    role?: UserRole;
    isOnboard?: boolean;
    isVerified?: boolean;
    fullname?: string;
    /** Freelancers are public here, so anyone may open a conversation with them (decision 116). */
    profileVisibility?: ProfileVisibility;
  } = {},
): Promise<ChatUser> {
  const built = await buildUser(app, { role, isOnboard, fullname });
  if (isVerified) await db.update(users).set({ emailVerify: true }).where(eq(users.email, built.email));
  await db.update(users).set({ profileVisibility }).where(eq(users.email, built.email));
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, built.email));
  if (!row) throw new Error('user vanished');
  return { token: built.token, email: built.email, userId: row.id, code: row.code, fullname: row.fullname };
}

/** A real Socket.IO client, connected (websocket only, like the web app). */
export async function connectClient(
  url: string,
  auth: Record<string, string>,
  options: { reconnection?: boolean } = {},
): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth,
    forceNew: true,
    reconnection: options.reconnection ?? false,
    timeout: 5000,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** Emits with an acknowledgement and resolves with the server's envelope. */
export function request<T = unknown>(socket: Socket, event: string, payload: unknown, timeoutMs = 5000) {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<
    { status: number; message: 'ok'; result: T } | { status: number; message: string; error: { en: string } }
  >;
}

/** Resolves with the next `count` payloads of `event` on the socket. */
export function collect<T = unknown>(socket: Socket, event: string, count: number, timeoutMs = 5000) {
  return new Promise<T[]>((resolve, reject) => {
    const received: T[] = [];
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`timed out waiting for ${count} ${event} (got ${received.length})`));
    }, timeoutMs);
    function listener(payload: T) {
      received.push(payload);
      if (received.length >= count) {
        clearTimeout(timer);
        socket.off(event, listener);
        resolve(received);
      }
    }
    socket.on(event, listener);
  });
}

/**
 * Two API instances' socket adapters start reading the Redis stream asynchronously: sends probe
 * messages from `sender` until one reaches `receiver` (on the other instance). False after 40 tries.
 */
export async function waitUntilInstancesLinked(sender: Socket, receiver: Socket, conversationId: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const probe = collect<ChatMessage>(receiver, 'message:created', 1, 500);
    await request(sender, 'message:send', { conversationId, clientId: randomUUID(), body: 'probe' });
    const isLinked = await probe.then(
      () => true,
      () => false,
    );
    if (isLinked) return true;
  }
  return false;
}

/** Resolves with the reason once the server closes the socket ('already' if it was); rejects after `timeoutMs`. */
export function whenClosed(socket: Socket, timeoutMs = 10_000) {
  return new Promise<string>((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Catches up on one conversation from `afterSeq` with `sync`, page after page, in seq order. */
export async function syncConversation(socket: Socket, conversationId: string, afterSeq: number) {
  const caughtUp: ChatMessage[] = [];
  let cursor = afterSeq;
  for (;;) {
    const answer = await request<SocketSyncResult>(socket, 'sync', {
      cursors: [{ conversationId, afterSeq: cursor }],
    });
    if (answer.message !== 'ok' || !('result' in answer))
      throw new Error(`sync failed: ${JSON.stringify(answer)}`);
    caughtUp.push(...answer.result.items);
    const last = answer.result.items.at(-1);
    if (!answer.result.truncated.includes(conversationId) || !last) return caughtUp;
    cursor = last.seq;
  }
}
