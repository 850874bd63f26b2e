import type { ErrorEnvelope, SuccessEnvelope } from '@talentport/contract';
import type { Socket } from 'socket.io-client';
import { readToken } from './storage';

let socket: Socket | null = null;
let loading: Promise<Socket> | null = null;

/**
 * The one Socket.IO connection of this tab, to the page's own origin. socket.io-client is its own
 * chunk, fetched the first time a signed-in user needs chat, so guests never download it.
 * WebSocket only (no long polling), so any instance behind a load balancer can take it without
 * sticky sessions. The stored session token is read at every (re)connection, so a new login is
 * picked up. Created unconnected.
 */
export function loadSocket(): Promise<Socket> {
  loading ??= import('socket.io-client').then(({ io }) => {
    socket = io({
      path: '/socket.io',
      transports: ['websocket'],
      autoConnect: false,
      auth: (send) => send({ token: readToken() ?? '' }),
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
    });
    return socket;
  });
  return loading;
}

/** The connection, or null while socket.io-client has not been loaded (callers then use HTTP). */
export function getSocket(): Socket | null {
  return socket;
}

export function connectSocket(current: Socket): Socket {
  if (!current.connected && !current.active) current.connect();
  return current;
}

export function disconnectSocket(): void {
  socket?.disconnect();
}

export const SOCKET_TIMEOUT_MESSAGE = 'The connection is slow or lost. Retrying…';

/**
 * Emits and waits for the server's acknowledgement (an envelope). A timeout or a lost connection
 * comes back as a status-0 envelope, so callers decide whether to retry.
 */
export async function emitWithAck<T>(
  event: string,
  payload: unknown,
  timeoutMs = 8000,
): Promise<SuccessEnvelope<T> | ErrorEnvelope> {
  const current = socket;
  if (!current?.connected) {
    return { status: 0, message: 'NOT_CONNECTED', error: { en: SOCKET_TIMEOUT_MESSAGE } };
  }
  try {
    return (await current.timeout(timeoutMs).emitWithAck(event, payload)) as
      | SuccessEnvelope<T>
      | ErrorEnvelope;
  } catch {
    return { status: 0, message: 'TIMEOUT', error: { en: SOCKET_TIMEOUT_MESSAGE } };
  }
}
