import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_ROLES, type AccessRole, USER_ROLES } from './constants.js';
import {
  ACCOUNT_TYPE_PAGE,
  canAccess,
  DEFAULT_LANDING_PAGES,
  decideRoute,
  type GuardState,
  ONBOARDING_PAGES,
  toAccessRole,
} from './route-access.js';

const ALL: AccessRole[] = ['guest', 'onboard', 'freelancer', 'employer', 'agency'];

/** The route rules, written out row by row with sample paths, independent of the table in the code. */
const ROWS: Array<{ row: string; paths: string[]; allowed: AccessRole[] }> = [
  {
    row: '/onboard/account-type/*',
    paths: ['/onboard/account-type', '/onboard/account-type/x'],
    allowed: ['onboard'],
  },
  { row: '/onboard/agency/*', paths: ['/onboard/agency', '/onboard/agency/step/2'], allowed: ['agency'] },
  { row: '/onboard/employer/*', paths: ['/onboard/employer', '/onboard/employer/2'], allowed: ['employer'] },
  {
    row: '/onboard/freelancer/*',
    paths: ['/onboard/freelancer', '/onboard/freelancer/3'],
    allowed: ['freelancer'],
  },
  { row: '/onboard/*', paths: ['/onboard', '/onboard/other'], allowed: ['onboard'] },
  { row: '/agency/*', paths: ['/agency/opportunities', '/agency'], allowed: ['agency'] },
  { row: '/employer/*', paths: ['/employer/opportunities', '/employer/x/y'], allowed: ['employer'] },
  {
    row: '/freelancer/opportunities/request, /applied, /saved',
    paths: [
      '/freelancer/opportunities/request',
      '/freelancer/opportunities/applied',
      '/freelancer/opportunities/saved',
      '/freelancer/opportunities/saved/',
    ],
    allowed: ['freelancer'],
  },
  {
    row: '/freelancer/opportunities/{anything}',
    paths: [
      '/freelancer/opportunities/123',
      '/freelancer/opportunities/abc?x=1',
      '/freelancer/opportunities/savedX',
    ],
    allowed: ['freelancer', 'guest'],
  },
  {
    row: '/freelancer/*',
    paths: ['/freelancer/opportunities', '/freelancer/opportunities?tab=Job', '/freelancer/profile'],
    allowed: ['freelancer'],
  },
  {
    row: '/login/*, /signup/*, /forgot-password/*, /reset-password/*',
    paths: [
      '/login',
      '/signup',
      '/signup/x',
      '/forgot-password',
      '/reset-password',
      '/reset-password?token=abc',
    ],
    allowed: ['guest'],
  },
  { row: '/', paths: ['/', '/?ref=x'], allowed: ALL },
  {
    row: '/change-password/success',
    paths: ['/change-password/success'],
    allowed: ['guest', 'freelancer', 'employer', 'agency'],
  },
  {
    row: '/change-password/*',
    paths: ['/change-password', '/change-password/x'],
    allowed: ['freelancer', 'employer', 'agency'],
  },
  { row: '/short-url/*', paths: ['/short-url/abc', '/short-url'], allowed: ALL },
  {
    row: 'any other path',
    paths: ['/about', '/loginx', '/agencyx', '/x/y/z', '/onboarding'],
    allowed: ['guest'],
  },
];

describe('canAccess: every row of the route rules for every role', () => {
  for (const { row, paths, allowed } of ROWS) {
    for (const path of paths) {
      for (const role of ALL) {
        const expected = allowed.includes(role);
        it(`${row}: ${path} is ${expected ? 'open' : 'closed'} to ${role}`, () => {
          expect(canAccess(path, role)).toBe(expected);
        });
      }
    }
  }
});

describe('default landing and onboarding pages (the route rules)', () => {
  it('are exactly the spec’s', () => {
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

  it('each landing page is open to its role and onboarding page to its role', () => {
    for (const role of USER_ROLES) {
      expect(canAccess(DEFAULT_LANDING_PAGES[role], role)).toBe(true);
      expect(canAccess(ONBOARDING_PAGES[role], role)).toBe(true);
    }
    expect(canAccess(ACCOUNT_TYPE_PAGE, 'onboard')).toBe(true);
  });
});

describe('decideRoute: the guard rules guard, examples', () => {
  const guest: GuardState = { isAuthenticated: false, userRole: null, isOnboard: false };
  const noRole: GuardState = { isAuthenticated: true, userRole: null, isOnboard: false };
  const newFreelancer: GuardState = { isAuthenticated: true, userRole: 'freelancer', isOnboard: false };
  const employer: GuardState = { isAuthenticated: true, userRole: 'employer', isOnboard: true };

  it('lets a guest stay on an opportunity detail page and sends them home from saved', () => {
    expect(decideRoute('/freelancer/opportunities/123', guest, false)).toEqual({ kind: 'stay' });
    expect(decideRoute('/freelancer/opportunities/saved', guest, false)).toEqual({
      kind: 'redirect',
      to: '/',
      logout: false,
    });
  });

  it('sends accounts that are not onboarded to their onboarding page or the account-type page', () => {
    expect(decideRoute('/employer/opportunities', newFreelancer, false)).toEqual({
      kind: 'redirect',
      to: '/onboard/freelancer',
      logout: false,
    });
    expect(decideRoute('/login', noRole, false)).toEqual({
      kind: 'redirect',
      to: '/onboard/account-type',
      logout: false,
    });
  });

  it('sends an onboarded user on a closed path to their landing page, or home and out with a token parameter', () => {
    expect(decideRoute('/login', employer, false)).toEqual({
      kind: 'redirect',
      to: '/employer/opportunities',
      logout: false,
    });
    expect(decideRoute('/reset-password?token=abc', employer, true)).toEqual({
      kind: 'redirect',
      to: '/',
      logout: true,
    });
  });
});

const guardStates = fc.record({
  isAuthenticated: fc.boolean(),
  userRole: fc.constantFrom(null, ...USER_ROLES),
  isOnboard: fc.boolean(),
});
const pathSegments = fc.constantFrom(
  'onboard',
  'account-type',
  'agency',
  'employer',
  'freelancer',
  'opportunities',
  'request',
  'applied',
  'saved',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'change-password',
  'success',
  'short-url',
  '123',
  'x',
);
const paths = fc.array(pathSegments, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);

describe('decideRoute: properties', () => {
  it('stays exactly when the path is open to the caller’s role', () => {
    fc.assert(
      fc.property(paths, guardStates, fc.boolean(), (path, state, hasToken) => {
        const decision = decideRoute(path, state, hasToken);
        expect(decision.kind === 'stay').toBe(canAccess(path, toAccessRole(state)));
      }),
    );
  });

  it('never redirects somewhere the same user would be refused again, except home after logout', () => {
    fc.assert(
      fc.property(paths, guardStates, fc.boolean(), (path, state, hasToken) => {
        const decision = decideRoute(path, state, hasToken);
        if (decision.kind !== 'redirect') return;
        if (decision.logout) {
          expect(decision.to).toBe('/');
          expect(canAccess('/', 'guest')).toBe(true);
          return;
        }
        const role = toAccessRole(state);
        const isOnboardingTarget = decision.to.startsWith('/onboard');
        // Onboarding pages and home are open to the role that is sent there.
        expect(canAccess(decision.to, role) || (!state.isAuthenticated && decision.to === '/')).toBe(true);
        if (!state.isOnboard && state.isAuthenticated) expect(isOnboardingTarget).toBe(true);
      }),
    );
  });

  it('logs out only authenticated users who are onboarded', () => {
    fc.assert(
      fc.property(paths, guardStates, fc.boolean(), (path, state, hasToken) => {
        const decision = decideRoute(path, state, hasToken);
        if (decision.kind === 'redirect' && decision.logout) {
          expect(state.isOnboard).toBe(true);
          expect(!state.isAuthenticated || !state.userRole || hasToken).toBe(true);
        }
      }),
    );
  });

  it('ignores query strings and trailing slashes when matching', () => {
    fc.assert(
      fc.property(paths, fc.constantFrom(...ACCESS_ROLES), fc.string(), (path, role, query) => {
        const base = canAccess(path, role);
        expect(canAccess(`${path}?${encodeURIComponent(query)}`, role)).toBe(base);
        if (path !== '/') expect(canAccess(`${path}/`, role)).toBe(base);
      }),
    );
  });
});
