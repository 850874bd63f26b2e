import { describe, expect, it } from 'vitest';
import type { LiveIndex, SearchIndexes } from './live-index.js';
import { warmKeywords } from './warm.js';

const indexesWith = (warm: number, isClosed = false) =>
  ({ options: { warmKeywords: warm }, isClosed }) as unknown as SearchIndexes;
const built = { ready: Promise.resolve() } as unknown as LiveIndex;

describe('warmKeywords', () => {
  it('reads the most used words in order, as many as configured, one at a time', async () => {
    const read: string[] = [];
    let atOnce = 0;
    let most = 0;
    await warmKeywords(
      indexesWith(2),
      built,
      async (count) => ['developer', 'react', 'design'].slice(0, count),
      async (word) => {
        atOnce += 1;
        most = Math.max(most, atOnce);
        await new Promise((resolve) => setTimeout(resolve, 5));
        read.push(word);
        atOnce -= 1;
      },
    );
    expect(read).toEqual(['developer', 'react']);
    expect(most).toBe(1);
  });

  it('does nothing when turned off or closed, and stops quietly on a failure', async () => {
    const read: string[] = [];
    const words = async () => ['a1', 'b2'];
    await warmKeywords(indexesWith(0), built, words, async (word) => void read.push(word));
    await warmKeywords(indexesWith(5, true), built, words, async (word) => void read.push(word));
    expect(read).toEqual([]);
    await expect(
      warmKeywords(indexesWith(5), built, words, async () => {
        throw new Error('the database went away');
      }),
    ).resolves.toBeUndefined();
  });
});
