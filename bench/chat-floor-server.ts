/**
 * The chat benchmark's floor: a bare Socket.IO server on the same Redis Streams adapter, with no
 * database. `message:send {to, ...}` is forwarded to room `user:<to>` and acknowledged at once.
 * Prints `READY <port>`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const httpServer = createServer();
const io = new Server(httpServer, {
  transports: ['websocket'],
  serveClient: false,
  adapter: createAdapter(redis, {
    streamName: process.env.STREAM ?? 'talentport:bench-floor',
    maxLen: 100_000,
  }),
});
io.on('connection', (socket) => {
  const userId = String((socket.handshake.auth as Record<string, unknown>).userId ?? '');
  void socket.join(`user:${userId}`);
  socket.on('message:send', (payload: { to: string }, ack?: (answer: unknown) => void) => {
    io.to(`user:${payload.to}`).emit('message:created', payload);
    ack?.({ status: 200, message: 'ok', result: null });
  });
});
httpServer.listen(0, '127.0.0.1', () => {
  console.log(`READY ${(httpServer.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  io.close();
  redis.disconnect();
  process.exit(0);
});
