import type { UserRole } from './constants.js';

/**
 * Every page of the web app, spelled once (decision 118). The router takes `path` (the pattern,
 * with `:names`), everything that links to a page takes `getHref(params, query)`: the router, the
 * route-access table of the route rules, notifications, mails, the sitemap, public pages and short links.
 *
 *   paths.freelancer.opportunity.getHref({ opportunityId })   // '/freelancer/opportunities/abc'
 *   paths.role.messages.getHref({ role }, { conversation })   // '/employer/messages?conversation=…'
 *   paths.freelancer.opportunities.getHref({ tab: 'Job' })     // no parameters: the query only
 *
 * A parameter named `role` takes a `UserRole`; every other one a string, encoded. No zod here:
 * the web app's entry chunk imports this file and nothing heavier.
 */

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValue<Name extends string> = Name extends 'role' ? UserRole : string;

export type PageParams<P extends string> = { [Name in ParamNames<P>]: ParamValue<Name> };

/** Query values (`undefined`/`null` left out), or a query string already serialized (no `?`). */
export type PageQuery = Readonly<Record<string, string | number | boolean | null | undefined>> | string;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [query?: PageQuery]
  : [params: PageParams<P>, query?: PageQuery];

export type PagePath<P extends string = string> = {
  /** The route pattern, `:name` for each parameter (what the router matches). */
  readonly path: P;
  /**
   * A concrete address: each parameter encoded, then `?query` when there is one. A page without
   * parameters takes the query only: `getHref({ tab: 'Job' })`.
   */
  readonly getHref: (...args: HrefArgs<P>) => string;
};

function serializeQuery(query: PageQuery | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query === '' ? '' : `?${query}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function page<const P extends string>(path: P): PagePath<P> {
  const hasParams = path.includes(':');
  return {
    path,
    getHref: (...args: HrefArgs<P>) => {
      const [params, query] = (hasParams ? args : [undefined, args[0]]) as [
        Record<string, string> | undefined,
        PageQuery | undefined,
      ];
      const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
        const value = params?.[name];
        if (value === undefined) throw new Error(`page path ${path}: missing parameter ${name}`);
        return encodeURIComponent(value);
      });
      return `${filled}${serializeQuery(query)}`;
    },
  };
}

export const paths = {
  home: page('/'),
  login: page('/login'),
  loginTwoFactor: page('/login/two-factor'),
  loginOAuthCallback: page('/login/:provider/callback'),
  signup: page('/signup'),
  verifyEmail: page('/verify-email'),
  forgotPassword: page('/forgot-password'),
  forgotPasswordSent: page('/forgot-password/sent'),
  resetPassword: page('/reset-password'),
  resetPasswordSuccess: page('/reset-password/success'),
  changePassword: page('/change-password'),
  changePasswordSuccess: page('/change-password/success'),
  shortUrl: page('/short-url/:code'),
  onboard: {
    accountType: page('/onboard/account-type'),
    freelancer: page('/onboard/freelancer'),
    employer: page('/onboard/employer'),
    agency: page('/onboard/agency'),
  },
  /** Public pages for guests (the route rules "any other path"); signed-in roles see them under their prefix. */
  guest: {
    opportunities: page('/opportunities'),
    talent: page('/talent'),
    talentProfile: page('/talent/:code'),
    company: page('/companies/:code'),
  },
  freelancer: {
    opportunities: page('/freelancer/opportunities'),
    /** Open to guests too (the route rules `/freelancer/opportunities/{anything}`): the public detail page. */
    opportunity: page('/freelancer/opportunities/:opportunityId'),
    applied: page('/freelancer/opportunities/applied'),
    saved: page('/freelancer/opportunities/saved'),
    requests: page('/freelancer/opportunities/request'),
    profile: page('/freelancer/profile'),
    profilePreview: page('/freelancer/profile/preview'),
  },
  employer: {
    opportunities: page('/employer/opportunities'),
    newOpportunity: page('/employer/opportunities/new'),
    opportunity: page('/employer/opportunities/:opportunityId'),
    editOpportunity: page('/employer/opportunities/:opportunityId/edit'),
    company: page('/employer/company'),
  },
  agency: {
    opportunities: page('/agency/opportunities'),
    opportunity: page('/agency/opportunities/:opportunityId'),
    applied: page('/agency/opportunities/applied'),
    saved: page('/agency/opportunities/saved'),
    /** Invitations to apply to projects (decision 131). */
    requests: page('/agency/opportunities/request'),
    posted: page('/agency/posted'),
    newPosted: page('/agency/posted/new'),
    postedOpportunity: page('/agency/posted/:opportunityId'),
    editPosted: page('/agency/posted/:opportunityId/edit'),
    company: page('/agency/company'),
  },
  /** The same page under each role's own prefix. */
  role: {
    messages: page('/:role/messages'),
    notifications: page('/:role/notifications'),
    settings: page('/:role/settings'),
    work: page('/:role/work'),
    rewards: page('/:role/rewards'),
    talentManager: page('/:role/talent-manager'),
    /** The talent directory of hiring roles (guests: `paths.guest.talent`). */
    talent: page('/:role/talent'),
    talentLists: page('/:role/talent/lists'),
    talentProfile: page('/:role/talent/:code'),
    company: page('/:role/companies/:code'),
  },
  /** The staff console, its own entry with the router's basename `/staff`. */
  staff: {
    home: page('/staff'),
    users: page('/staff/users'),
    support: page('/staff/support'),
    reports: page('/staff/reports'),
    reportedReviews: page('/staff/reported-reviews'),
    pendingDeletions: page('/staff/pending-deletions'),
    auditLog: page('/staff/audit-log'),
    jobs: page('/staff/jobs'),
    promoCodes: page('/staff/promo-codes'),
    availability: page('/staff/availability'),
  },
} as const;

/** The areas the route rules give access to by prefix (`/agency/*`): each role's, onboarding, short links. */
export const PAGE_AREAS = {
  onboard: '/onboard',
  freelancer: '/freelancer',
  employer: '/employer',
  agency: '/agency',
  shortUrl: '/short-url',
} as const;

/** The staff console's router basename. */
export const STAFF_BASENAME = paths.staff.home.path;

/** A staff page's path inside the console's router (its basename taken off): `/users`. */
export function staffRoutePath(page: PagePath): string {
  return page.path.slice(STAFF_BASENAME.length) || '/';
}

/** A page of a role's area in the app's router, for each role it exists under. */
export function rolePagePattern(page: PagePath, role: UserRole): string {
  return page.path.replace(':role', role);
}

function collectPatterns(node: unknown, into: string[]): string[] {
  if (typeof node !== 'object' || node === null) return into;
  if ('path' in node && typeof node.path === 'string' && 'getHref' in node) {
    into.push(node.path);
    return into;
  }
  for (const child of Object.values(node)) collectPatterns(child, into);
  return into;
}

/** Every page pattern of `paths`, in declaration order (the page-path guard tests read them). */
export function listPagePatterns(): string[] {
  return collectPatterns(paths, []);
}
