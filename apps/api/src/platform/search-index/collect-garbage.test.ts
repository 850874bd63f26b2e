import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage.js';

describe('collectGarbage (decision 134)', () => {
  it('runs a full collection that frees unreachable memory, without the --expose-gc flag', () => {
    // A finalization registry reports an object once a collection has freed it.
    let freed = false;
    const registry = new FinalizationRegistry(() => {
      freed = true;
    });
    (() => {
      registry.register({ payload: new Array(1_000).fill('x') }, 'gone');
    })();
    expect(collectGarbage()).toBe(true);
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(freed).toBe(true);
        resolve();
      }, 50),
    );
  });
});
