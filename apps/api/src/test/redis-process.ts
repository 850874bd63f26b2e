import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A redis-server of a test's own (never the shared one: other tests use it), on a port of its own,
 * without persistence: a restart after SIGKILL starts empty, the worst case for its clients.
 */
export const REDIS_SERVER_BINARY = '/usr/bin/redis-server';
export const hasRedisServer = () => existsSync(REDIS_SERVER_BINARY);

export type RedisProcess = { child: ChildProcess; port: number; url: string; output: string[] };

/** A TCP port nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function startRedisServer(port: number, timeoutMs = 15_000): Promise<RedisProcess> {
  const child = spawn(
    REDIS_SERVER_BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start:\n${output.join('')}`));
    }, timeoutMs);
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (/ready to accept connections/i.test(text)) {
        clearTimeout(timer);
        resolve({ child, port, url: `redis://127.0.0.1:${port}`, output });
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code ?? signal}:\n${output.join('')}`));
    });
  });
}

/** kill -9, and wait until it is gone (its port is free again). */
export function killRedisServer(redis: RedisProcess | undefined) {
  if (!redis || redis.child.exitCode !== null || redis.child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    redis.child.once('exit', () => resolve());
    redis.child.kill('SIGKILL');
  });
}
