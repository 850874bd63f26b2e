import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';

type Log = { warn: (object: object, message: string) => void };

/**
 * While Redis is away, events published by one instance do not reach the others' sockets, and after
 * a long outage ioredis drops them for good; the sockets themselves stay connected, so their
 * clients never run the catch-up they run on every (re)connection. So when this instance's Redis
 * connection is back (plus `delayMs`, for the other instances to be back too and their late
 * events to be published), every socket it holds is closed at the transport: each client
 * reconnects by itself and asks for what came after its last seq (decision 115).
 */
export function resyncAfterRedisOutage(io: Server, redis: Redis, log: Log, delayMs: number): () => void {
  let isLost = false;
  let timer: NodeJS.Timeout | undefined;
  const onLost = () => {
    if (isLost) return;
    isLost = true;
    clearTimeout(timer);
    log.warn({}, 'Redis lost: chat events between instances stop; sockets resync when it is back');
  };
  const onReady = () => {
    if (!isLost) return;
    isLost = false;
    timer = setTimeout(() => {
      const sockets = [...io.of('/').sockets.values()];
      for (const socket of sockets) socket.conn.close();
      log.warn({ sockets: sockets.length }, 'Redis is back: sockets reconnect and catch up');
    }, delayMs);
    timer.unref();
  };
  redis.on('close', onLost);
  redis.on('ready', onReady);
  return () => {
    clearTimeout(timer);
    redis.off('close', onLost);
    redis.off('ready', onReady);
  };
}
