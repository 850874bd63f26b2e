import { opportunitySearchQuerySchema } from '@talentport/contract';
import { describe, expect, it } from 'vitest';
import { drawFrom } from '../../platform/search-index/index.js';
import { drawListingView, landingView } from './search-core.js';

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

  it("begin with each tab's first page exactly as the web app asks for it (decision 139)", () => {
    const asked = (query: string) =>
      opportunitySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(opportunitySearchQuerySchema.parse(landingView('Job'))).toEqual(
      asked('tab=Job&salary=Monthly&page=1&recordPerPage=10'),
    );
    expect(opportunitySearchQuerySchema.parse(landingView('Project'))).toEqual(
      asked('tab=Project&page=1&recordPerPage=10'),
    );
  });
});
