import { canAccess, type UserRole } from '@talentport/contract';

/**
 * Links that land (decision 061): the address a visitor opened before §4 sent them elsewhere. A
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

/** Takes the remembered address if this account may open it (§2), forgetting it either way. */
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

const SHARED_PAGES = ['messages', 'notifications', 'settings', 'rewards', 'talent-manager'];

/**
 * The same thing under the viewer's own prefix, when §2 lets them open it: a guest's
 * `/talent/CODE` is `/employer/talent/CODE` for an employer; another role's inbox is one's own.
 */
export function equivalentPathFor(path: string, role: UserRole): string | null {
  const url = new URL(path, 'http://local');
  const parts = url.pathname.split('/').filter(Boolean);
  const roles = ['freelancer', 'employer', 'agency'];
  const rest = roles.includes(parts[0] ?? '') ? parts.slice(1) : parts;
  let candidate: string | null = null;
  if ((rest[0] === 'talent' || rest[0] === 'companies') && rest[1] && rest.length === 2) {
    candidate = `/${role}/${rest[0]}/${rest[1]}`;
  } else if (rest.length === 1 && SHARED_PAGES.includes(rest[0] ?? '')) {
    candidate = `/${role}/${rest[0]}${url.search}`;
  } else if (role === 'agency' && parts[0] === 'freelancer' && rest[0] === 'opportunities' && rest[1]) {
    candidate = ['applied', 'saved', 'request'].includes(rest[1]) ? null : `/agency/opportunities/${rest[1]}`;
  } else if (role === 'freelancer' && parts[0] === 'agency' && rest[0] === 'opportunities' && rest[1]) {
    candidate = ['applied', 'saved'].includes(rest[1]) ? null : `/freelancer/opportunities/${rest[1]}`;
  }
  if (!candidate || candidate === url.pathname + url.search) return null;
  return canAccess(candidate, role) ? candidate : null;
}
