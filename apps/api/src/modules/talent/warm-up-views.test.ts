import { talentSearchQuerySchema } from '@talentport/contract';
import { describe, expect, it } from 'vitest';
import { drawFrom } from '../../platform/search-index/index.js';
import { drawTalentView } from './core.js';

describe('directory views warmed before readiness (decision 138)', () => {
  it('are views the API accepts, of every kind', () => {
    const draw = drawFrom(1);
    const views = Array.from({ length: 500 }, () => talentSearchQuerySchema.parse(drawTalentView(draw)));
    expect(new Set(views.map((view) => view.sort)).size).toBeGreaterThan(3);
    expect(views.some((view) => view.tab === 'Agency')).toBe(true);
    expect(views.some((view) => view.rangePrice && view.jobName && view.expertise.length > 0)).toBe(true);
  });
});
