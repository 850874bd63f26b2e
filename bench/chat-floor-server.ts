/**
 * The chat benchmark's floor: a bare Socket.IO server, with no database. With REDIS_URL it uses
 * the same Redis Streams adapter as the API (several instances); without, it is one instance.
 * `message:send {to, ...}` is forwarded to room `user:<to>` and acknowledged at once.
 * Listens on PORT (0: any free port) and prints `READY <port>`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const httpServer = createServer();
const io = new Server(httpServer, {
  transports: ['websocket'],
  serveClient: false,
  ...(redis
    ? {
        adapter: createAdapter(redis, {
          streamName: process.env.STREAM ?? 'talentport:bench-floor',
          maxLen: 100_000,
        }),
      }
    : {}),
});
io.on('connection', (socket) => {
  const userId = String((socket.handshake.auth as Record<string, unknown>).userId ?? '');
  void socket.join(`user:${userId}`);
  socket.on('message:send', (payload: { to: string }, ack?: (answer: unknown) => void) => {
    io.to(`user:${payload.to}`).emit('message:created', payload);
    ack?.({ status: 200, message: 'ok', result: null });
  });
});
httpServer.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`READY ${(httpServer.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  io.close();
  redis?.disconnect();
  process.exit(0);
});
