import { canAccess, PAGE_AREAS, type PagePath, paths, type UserRole } from '@talentport/contract';

/**
 * Links that land (decision 061, issue 35): the address a visitor should come back to after logging
 * in or signing up. It is kept in localStorage for a day, so that it survives sign-up, the
 * verification link (often opened in another tab) and every onboarding step; the first landing
 * that uses it forgets it. A signed-in visitor sent to their landing page gets the address in the
 * navigation state instead, so the page can say what they tried to open.
 */
const STORAGE_KEY = 'talentport.destination';
const KEPT_MS = 24 * 60 * 60 * 1000;

/** Pages that are steps of getting in, never somewhere to come back to. */
const NEVER_DESTINATIONS = [
  paths.login.path,
  paths.signup.path,
  paths.verifyEmail.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  PAGE_AREAS.onboard,
];

/** Only a path inside the app: never another origin (`//host`, `/\host`, `https://…`). */
export function sanitizeDestination(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 2000) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if ([...path].some((char) => char.charCodeAt(0) < 32)) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/' ? null : path;
}

/** A destination worth coming back to: same-site, and not one of the steps of getting in. */
export function sanitizeNext(path: unknown): string | null {
  const safe = sanitizeDestination(path);
  if (!safe) return null;
  const pathname = safe.split(/[?#]/, 1)[0] ?? '';
  const isStep = NEVER_DESTINATIONS.some((step) => pathname === step || pathname.startsWith(`${step}/`));
  return isStep ? null : safe;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** True from a deliberate log-out until the next page settles (see `leaveWithoutDestination`). */
let isLeaving = false;

/**
 * The person logs out on purpose: the page they are leaving is not kept for the next log-in (the
 * guard would otherwise remember it while sending the new guest home).
 */
export function leaveWithoutDestination(): void {
  isLeaving = true;
  forgetDestination();
}

/** A page settled after a log-out: destinations are remembered again. */
export function settleDestination(): void {
  isLeaving = false;
}

export function rememberDestination(path: string): void {
  if (isLeaving) return;
  const safe = sanitizeNext(path);
  if (!safe) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ path: safe, at: Date.now() }));
  } catch {
    // Privacy mode: the visitor then lands on the default page, as before.
  }
}

/** Where this tab just sent a signed-in person, until they arrive (see `spendDestination`). */
export function readSentDestination(): string | null {
  return sentTo;
}

export function readDestination(): string | null {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { path, at } = stored as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || Date.now() - at > KEPT_MS) return null;
    return sanitizeNext(path);
  } catch {
    return null;
  }
}

/**
 * Where this tab just sent a person who signed in, until they arrive there (in memory). Both the
 * login page and the route guard (which sees the new session on /login first) send the person on,
 * and the first to do so forgets the stored `next`: the other must still send them to the same
 * place, not to the landing page (a page whose chunk was not loaded yet lost that race).
 */
let sentTo: string | null = null;

/** The remembered `next` is used: forgotten for good, kept in this tab until the person arrives. */
export function spendDestination(to: string): void {
  storage()?.removeItem(STORAGE_KEY);
  sentTo = to;
}

export function forgetDestination(): void {
  sentTo = null;
  storage()?.removeItem(STORAGE_KEY);
}

/** The `next` query of /login and /signup (`?next=/talent/CODE`), remembered for after onboarding. */
export function rememberNextFrom(search: string): string | null {
  const next = sanitizeNext(new URLSearchParams(search).get('next'));
  if (next) rememberDestination(next);
  return next;
}

/** The navigation state of a landing page reached because a link was for another audience. */
export function toTriedState(path: string) {
  return { triedToOpen: path };
}

export function readTriedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('triedToOpen' in state)) return null;
  return sanitizeDestination(state.triedToOpen);
}

/** The pages every role has under its own prefix, by their last segment. */
const SHARED_PAGES: Record<string, PagePath<`/:role/${string}`>> = {
  messages: paths.role.messages,
  notifications: paths.role.notifications,
  settings: paths.role.settings,
  rewards: paths.role.rewards,
  'talent-manager': paths.role.talentManager,
};

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The same thing under the viewer's own prefix, when the route rules lets them open it: a guest's
 * `/talent/CODE` is `/employer/talent/CODE` for an employer; another role's inbox is one's own.
 */
export function equivalentPathFor(path: string, role: UserRole): string | null {
  const url = new URL(path, 'http://local');
  const parts = url.pathname.split('/').filter(Boolean);
  const roles = ['freelancer', 'employer', 'agency'];
  const rest = roles.includes(parts[0] ?? '') ? parts.slice(1) : parts;
  let candidate: string | null = null;
  const id = decodeSegment(rest[1] ?? '');
  const sharedPage =
    rest.length === 1 && Object.hasOwn(SHARED_PAGES, rest[0] ?? '') ? SHARED_PAGES[rest[0] ?? ''] : null;
  if ((rest[0] === 'talent' || rest[0] === 'companies') && id && rest.length === 2) {
    const page = rest[0] === 'talent' ? paths.role.talentProfile : paths.role.company;
    candidate = `${page.getHref({ role, code: id })}${url.search}`;
  } else if (sharedPage) {
    candidate = `${sharedPage.getHref({ role })}${url.search}`;
  } else if (role === 'agency' && parts[0] === 'freelancer' && rest[0] === 'opportunities' && id) {
    const isFreelancerOnly = ['applied', 'saved', 'request'].includes(id);
    candidate = isFreelancerOnly ? null : paths.agency.opportunity.getHref({ opportunityId: id });
  } else if (role === 'freelancer' && parts[0] === 'agency' && rest[0] === 'opportunities' && id) {
    const isAgencyOnly = ['applied', 'saved'].includes(id);
    candidate = isAgencyOnly ? null : paths.freelancer.opportunity.getHref({ opportunityId: id });
  }
  if (!candidate || candidate === url.pathname + url.search) return null;
  return canAccess(candidate, role) ? candidate : null;
}
