import { opportunitySearchQuerySchema } from '@talentport/contract';
import { describe, expect, it } from 'vitest';
import { drawFrom } from '../../platform/search-index/index.js';
import { drawListingView } from './search-core.js';

describe('listing views warmed before readiness (decision 138)', () => {
  it('are views the API accepts, of every kind', () => {
    const draw = drawFrom(1);
    const views = Array.from({ length: 500 }, () =>
      opportunitySearchQuerySchema.parse(drawListingView(draw)),
    );
    expect(new Set(views.map((view) => view.tab))).toEqual(new Set(['Job', 'Project']));
    expect(new Set(views.map((view) => view.sort)).size).toBeGreaterThan(2);
    expect(views.some((view) => view.rangePrice && view.jobName && view.page > 1)).toBe(true);
    expect(views.some((view) => view.salary.length + view.payType.length > 0)).toBe(true);
  });
});
