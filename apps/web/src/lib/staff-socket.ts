import { io, type Socket } from 'socket.io-client';
import { readStaffToken } from './staff-api-client';

let socket: Socket | null = null;

/**
 * The staff console's Socket.IO connection (support inbox): the staff session token goes in the
 * handshake as `staffToken`; the server puts the socket in the support team's room.
 */
export function getStaffSocket(): Socket {
  socket ??= io({
    path: '/socket.io',
    transports: ['websocket'],
    autoConnect: false,
    auth: (send) => send({ staffToken: readStaffToken() ?? '' }),
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  if (!socket.connected && !socket.active) socket.connect();
  return socket;
}
