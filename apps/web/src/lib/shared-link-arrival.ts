import { paths, USER_ROLES, type UserRole } from '@talentport/contract';

const GUEST_PUBLIC_PAGE = /^\/(talent|companies)\/([^/?#]+)$/;

/**
 * Short links answer with a redirect on the server (decision 070), to a profile or company page
 * in its guest form (`/talent/CODE`, decision 043). A signed-in person who arrives there by that
 * redirect opens the same page under their own prefix (decision 006), as the SPA's short-link
 * screen did, before the router and its the route rules guard see the address. Any other arrival at a guest
 * address is left to the guard. Returns the new path, or null when nothing changed.
 */
export function openSharedPageUnderOwnPrefix({
  location,
  history,
  wasRedirected,
  storedRole,
  hasToken,
}: {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
  wasRedirected: boolean;
  storedRole: string | null;
  hasToken: boolean;
}): string | null {
  if (!wasRedirected || !hasToken) return null;
  const role = USER_ROLES.find((candidate): candidate is UserRole => candidate === storedRole);
  const match = GUEST_PUBLIC_PAGE.exec(location.pathname);
  if (!role || !match) return null;
  const code = decodeSegment(match[2] ?? '');
  if (code === null) return null;
  const page = match[1] === 'talent' ? paths.role.talentProfile : paths.role.company;
  const path = `${page.getHref({ role, code })}${location.search}${location.hash}`;
  history.replaceState(history.state, '', path);
  return path;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether this page load followed a same-origin redirect (a short link). */
export function wasLoadRedirected(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.redirectCount ?? 0) > 0;
}
