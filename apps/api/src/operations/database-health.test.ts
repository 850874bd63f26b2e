import { describe, expect, it } from 'vitest';
import { createDatabaseHealth, withTimeout } from './database-health.js';

describe('the disk-full flag behind readiness', () => {
  it('is not full, and probes nothing, until a write failed for disk full', async () => {
    let probes = 0;
    const health = createDatabaseHealth(async () => {
      probes += 1;
      return true;
    });
    health.noteFault('unavailable');
    expect(await health.isDiskFull()).toBe(false);
    expect(probes).toBe(0);
  });

  it('stays full while the probe finds no room (or fails), and clears once it finds room', async () => {
    let hasRoom: boolean | 'throws' = false;
    const health = createDatabaseHealth(async () => {
      if (hasRoom === 'throws') throw new Error('statfs failed');
      return hasRoom;
    });
    health.noteFault('disk-full');
    expect(await health.isDiskFull()).toBe(true);
    hasRoom = 'throws';
    expect(await health.isDiskFull()).toBe(true);
    hasRoom = true;
    expect(await health.isDiskFull()).toBe(false);
    hasRoom = false;
    expect(await health.isDiskFull()).toBe(false);
  });
});

describe('withTimeout', () => {
  it('gives the answer when it comes in time, and a timeout error when not', async () => {
    expect(await withTimeout(Promise.resolve(1), 100, 'x')).toBe(1);
    await expect(withTimeout(new Promise(() => undefined), 20, 'the database')).rejects.toThrow(
      'the database did not answer within 20 ms',
    );
  });
});
