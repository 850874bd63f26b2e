import { describe, expect, it } from 'vitest';
import { nextTurn, turnsWaiting } from './turns.js';

describe('nextTurn', () => {
  it('lets one waiter go per turn of the event loop, first come first served', async () => {
    const order: string[] = [];
    const waiters = ['a', 'b', 'c'].map((name) => nextTurn().then(() => order.push(name)));
    expect(turnsWaiting()).toBe(3);
    // An immediate queued now runs in the first turn, before the waiters of later turns.
    setImmediate(() => order.push('immediate'));
    await Promise.all(waiters);
    expect(order).toEqual(['a', 'immediate', 'b', 'c']);
    expect(turnsWaiting()).toBe(0);
  });

  it('lets I/O in between: a request made meanwhile is answered before the later waiters', async () => {
    const { createServer, request } = await import('node:http');
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const order: string[] = [];
    const answered = new Promise<void>((resolve) => {
      request({ port, host: '127.0.0.1' }, (res) => {
        res.resume();
        res.on('end', () => {
          order.push('answered');
          resolve();
        });
      }).end();
    });
    // Many turns' worth of waiters, each holding the loop for 2 ms.
    const waiters = Array.from({ length: 200 }, (_, i) =>
      nextTurn().then(() => {
        const until = performance.now() + 2;
        while (performance.now() < until);
        order.push(`task ${i}`);
      }),
    );
    await Promise.all([answered, ...waiters]);
    server.close();
    // Everything at once would have held the request for 400 ms, behind every task.
    expect(order.indexOf('answered')).toBeGreaterThan(0);
    expect(order.indexOf('answered')).toBeLessThan(100);
  });
});
