import { describe, expect, it } from 'vitest';
import { USER_ROLES } from './constants.js';
import {
  listPagePatterns,
  PAGE_AREAS,
  paths,
  rolePagePattern,
  STAFF_BASENAME,
  staffRoutePath,
} from './paths.js';
import {
  ACCOUNT_TYPE_PAGE,
  DEFAULT_LANDING_PAGES,
  ONBOARDING_PAGES,
  ROUTE_ACCESS_TABLE,
} from './route-access.js';

describe('paths', () => {
  it('fills parameters, encoded, and appends the query', () => {
    expect(paths.freelancer.opportunity.getHref({ opportunityId: 'a b/c' })).toBe(
      '/freelancer/opportunities/a%20b%2Fc',
    );
    expect(paths.employer.editOpportunity.getHref({ opportunityId: 'x1' })).toBe(
      '/employer/opportunities/x1/edit',
    );
    expect(paths.role.messages.getHref({ role: 'agency' }, { conversation: 'c1' })).toBe(
      '/agency/messages?conversation=c1',
    );
    expect(paths.role.talentProfile.getHref({ role: 'employer', code: 'AB12' })).toBe(
      '/employer/talent/AB12',
    );
    expect(paths.signup.getHref({ role: 'freelancer', ref: undefined })).toBe('/signup?role=freelancer');
    expect(paths.role.talent.getHref({ role: 'agency' }, 'occupation=Developer&page=2')).toBe(
      '/agency/talent?occupation=Developer&page=2',
    );
    expect(paths.home.getHref()).toBe('/');
    expect(paths.login.getHref({})).toBe('/login');
    expect(paths.login.getHref('')).toBe('/login');
  });

  it('refuses a missing parameter at run time (a cast cannot hide it)', () => {
    const untyped = paths.shortUrl.getHref as (params: object) => string;
    expect(() => untyped({})).toThrow(/missing parameter code/);
  });

  it('lists every pattern once, each starting with / and free of query strings', () => {
    const patterns = listPagePatterns();
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toContain('/freelancer/opportunities/:opportunityId');
    for (const pattern of patterns) expect(pattern).toMatch(/^\/[^?#]*$/);
  });

  it('names areas that prefix pages, and gives the staff console its basename', () => {
    const patterns = listPagePatterns();
    for (const area of Object.values(PAGE_AREAS)) {
      expect(patterns.some((pattern) => pattern.startsWith(`${area}/`))).toBe(true);
    }
    expect(STAFF_BASENAME).toBe('/staff');
    expect(staffRoutePath(paths.staff.users)).toBe('/users');
    expect(staffRoutePath(paths.staff.home)).toBe('/');
    expect(USER_ROLES.map((role) => rolePagePattern(paths.role.work, role))).toEqual([
      '/freelancer/work',
      '/employer/work',
      '/agency/work',
    ]);
  });

  it('spells the route-access table of the route rules exactly as before (decision 118)', () => {
    expect(ROUTE_ACCESS_TABLE.map((rule) => rule.patterns)).toEqual([
      ['/onboard/account-type/*'],
      ['/onboard/agency/*'],
      ['/onboard/employer/*'],
      ['/onboard/freelancer/*'],
      ['/onboard/*'],
      ['/agency/*'],
      ['/employer/*'],
      [
        '/freelancer/opportunities/request/*',
        '/freelancer/opportunities/applied/*',
        '/freelancer/opportunities/saved/*',
      ],
      ['/freelancer/opportunities/{anything}'],
      ['/freelancer/*'],
      ['/login/*', '/signup/*', '/forgot-password/*', '/reset-password/*'],
      ['/'],
      ['/change-password/success'],
      ['/change-password/*'],
      ['/short-url/*'],
    ]);
    expect(DEFAULT_LANDING_PAGES).toEqual({
      agency: '/agency/opportunities?tab=Project',
      freelancer: '/freelancer/opportunities?tab=Job',
      employer: '/employer/opportunities',
    });
    expect(ONBOARDING_PAGES).toEqual({
      agency: '/onboard/agency',
      employer: '/onboard/employer',
      freelancer: '/onboard/freelancer',
    });
    expect(ACCOUNT_TYPE_PAGE).toBe('/onboard/account-type');
  });
});
