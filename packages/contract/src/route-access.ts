import type { AccessRole, UserRole } from './constants.js';
import { PAGE_AREAS, paths } from './paths.js';
import { stripTrailing } from './text.js';

/**
 * Route access of the route rules: matched by path prefix, in order; the first match wins.
 * A pattern ending in `/*` matches the path itself and anything below it; `{anything}` needs one
 * more segment; other patterns match exactly.
 */
export type RouteAccessRule = {
  patterns: readonly string[];
  allowed: readonly AccessRole[] | 'everyone';
};

const EVERYONE = 'everyone' as const;

/** `/x/*`: the page and everything below it. */
const below = (path: string) => `${path}/*`;

export const ROUTE_ACCESS_TABLE: readonly RouteAccessRule[] = [
  { patterns: [below(paths.onboard.accountType.path)], allowed: ['onboard'] },
  { patterns: [below(paths.onboard.agency.path)], allowed: ['agency'] },
  { patterns: [below(paths.onboard.employer.path)], allowed: ['employer'] },
  { patterns: [below(paths.onboard.freelancer.path)], allowed: ['freelancer'] },
  { patterns: [below(PAGE_AREAS.onboard)], allowed: ['onboard'] },
  { patterns: [below(PAGE_AREAS.agency)], allowed: ['agency'] },
  { patterns: [below(PAGE_AREAS.employer)], allowed: ['employer'] },
  {
    patterns: [
      below(paths.freelancer.requests.path),
      below(paths.freelancer.applied.path),
      below(paths.freelancer.saved.path),
    ],
    allowed: ['freelancer'],
  },
  { patterns: [`${paths.freelancer.opportunities.path}/{anything}`], allowed: ['freelancer', 'guest'] },
  { patterns: [below(PAGE_AREAS.freelancer)], allowed: ['freelancer'] },
  {
    patterns: [
      below(paths.login.path),
      below(paths.signup.path),
      below(paths.forgotPassword.path),
      below(paths.resetPassword.path),
    ],
    allowed: ['guest'],
  },
  { patterns: [paths.home.path], allowed: EVERYONE },
  { patterns: [paths.changePasswordSuccess.path], allowed: ['guest', 'freelancer', 'employer', 'agency'] },
  { patterns: [below(paths.changePassword.path)], allowed: ['freelancer', 'employer', 'agency'] },
  { patterns: [below(PAGE_AREAS.shortUrl)], allowed: EVERYONE },
];

/** Any path no row matches: guests only. */
export const FALLBACK_ALLOWED: readonly AccessRole[] = ['guest'];

export const DEFAULT_LANDING_PAGES: Record<UserRole, string> = {
  agency: paths.agency.opportunities.getHref({ tab: 'Project' }),
  freelancer: paths.freelancer.opportunities.getHref({ tab: 'Job' }),
  employer: paths.employer.opportunities.getHref(),
};

export const ONBOARDING_PAGES: Record<UserRole, string> = {
  agency: paths.onboard.agency.getHref(),
  employer: paths.onboard.employer.getHref(),
  freelancer: paths.onboard.freelancer.getHref(),
};
export const ACCOUNT_TYPE_PAGE = paths.onboard.accountType.getHref();

function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  return withSlash.length > 1 ? stripTrailing(withSlash, '/') || '/' : withSlash;
}

export function matchesPattern(pattern: string, rawPath: string): boolean {
  const path = normalizePath(rawPath);
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  if (pattern.endsWith('/{anything}')) {
    const base = pattern.slice(0, -'/{anything}'.length);
    return path.startsWith(`${base}/`) && path.length > base.length + 1;
  }
  return path === pattern;
}

/** The rule that decides access to a path (the first matching row), or null for the fallback. */
export function findRouteRule(path: string): RouteAccessRule | null {
  return (
    ROUTE_ACCESS_TABLE.find((rule) => rule.patterns.some((pattern) => matchesPattern(pattern, path))) ?? null
  );
}

export function canAccess(path: string, role: AccessRole): boolean {
  const allowed = findRouteRule(path)?.allowed ?? FALLBACK_ALLOWED;
  return allowed === EVERYONE || allowed.includes(role);
}

export type GuardState = {
  isAuthenticated: boolean;
  userRole: UserRole | null;
  isOnboard: boolean;
};

export type GuardDecision = { kind: 'stay' } | { kind: 'redirect'; to: string; logout: boolean };

export function toAccessRole(state: GuardState): AccessRole {
  if (!state.isAuthenticated) return 'guest';
  return state.userRole ?? 'onboard';
}

/**
 * The route guard of the guard rules. `path` may carry a query string; `hasTokenParam` tells whether the
 * URL has a `token` query parameter.
 */
export function decideRoute(path: string, state: GuardState, hasTokenParam: boolean): GuardDecision {
  if (canAccess(path, toAccessRole(state))) return { kind: 'stay' };
  if (!state.isOnboard) {
    if (state.isAuthenticated && state.userRole) {
      return { kind: 'redirect', to: ONBOARDING_PAGES[state.userRole], logout: false };
    }
    if (state.isAuthenticated) return { kind: 'redirect', to: ACCOUNT_TYPE_PAGE, logout: false };
    return { kind: 'redirect', to: paths.home.getHref(), logout: false };
  }
  if (state.isAuthenticated && state.userRole && !hasTokenParam) {
    return { kind: 'redirect', to: DEFAULT_LANDING_PAGES[state.userRole], logout: false };
  }
  return { kind: 'redirect', to: paths.home.getHref(), logout: true };
}
