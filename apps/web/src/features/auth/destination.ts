import { canAccess, type PagePath, paths, type UserRole } from '@talentport/contract';

/**
 * Links that land (decision 061): the address a visitor opened before the guard rules sent them elsewhere. A
 * guest sent to `/` keeps it for the rest of the tab (sessionStorage), so that logging in or
 * signing up (which passes through onboarding) continues to it; a signed-in visitor sent to their
 * landing page gets it in the navigation state, so the page can say what they tried to open.
 */
const STORAGE_KEY = 'talentport.destination';

/** Only a path inside the app: never another origin (`//host`, `/\host`, `https://…`). */
export function sanitizeDestination(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 2000) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if ([...path].some((char) => char.charCodeAt(0) < 32)) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/' ? null : path;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberDestination(path: string): void {
  const safe = sanitizeDestination(path);
  if (!safe) return;
  try {
    storage()?.setItem(STORAGE_KEY, safe);
  } catch {
    // Privacy mode: the visitor then lands on the default page, as before.
  }
}

export function readDestination(): string | null {
  return sanitizeDestination(storage()?.getItem(STORAGE_KEY) ?? null);
}

export function forgetDestination(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** Takes the remembered address if this account may open it (the route rules), forgetting it either way. */
export function takeDestinationFor(role: UserRole | null): string | null {
  const path = readDestination();
  if (!path) return null;
  forgetDestination();
  return role && canAccess(path, role) ? path : null;
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
    candidate = page.getHref({ role, code: id });
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
