import { describe, expect, it } from 'vitest';
import { WARM_UP_FAILURES, WARM_UP_FROM_DOCUMENTS, WARM_UP_VIEWS, warmUp } from './warm-up.js';

describe('warm-up before readiness (decision 138)', () => {
  it('runs nothing for a small index', async () => {
    let views = 0;
    const answered = await warmUp(WARM_UP_FROM_DOCUMENTS - 1, async () => {
      views += 1;
    });
    expect([answered, views]).toEqual([0, 0]);
  });

  it('runs every view a few at once, and counts the failed ones out', async () => {
    let running = 0;
    let most = 0;
    let views = 0;
    const answered = await warmUp(WARM_UP_FROM_DOCUMENTS, async () => {
      views += 1;
      const mine = views;
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (mine % 80 === 0) throw new Error('the database is away');
    });
    expect(views).toBe(WARM_UP_VIEWS);
    expect(answered).toBe(WARM_UP_VIEWS - Math.floor(WARM_UP_VIEWS / 80));
    expect(most).toBe(4);
  });

  it('stops starting views after a few failures (a lost database does not hold readiness)', async () => {
    let views = 0;
    const answered = await warmUp(WARM_UP_FROM_DOCUMENTS, async () => {
      views += 1;
      throw new Error('the database is away');
    });
    expect(answered).toBe(0);
    expect(views).toBeLessThanOrEqual(WARM_UP_FAILURES + 3);
  });

  it('answers the first views (the landing pages) before any drawn one, and counts them (decision 139)', async () => {
    const seen: string[] = [];
    const landing = (name: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(name);
    };
    const answered = await warmUp(WARM_UP_FROM_DOCUMENTS, async () => {
      seen.push('drawn');
    }, [landing('jobs'), landing('projects')]);
    expect(seen.slice(0, 2).sort()).toEqual(['jobs', 'projects']);
    expect(seen.filter((name) => name === 'drawn')).toHaveLength(WARM_UP_VIEWS);
    expect(answered).toBe(WARM_UP_VIEWS + 2);
  });
});
