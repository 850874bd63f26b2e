import { USER_ROLES } from './constants.js';
import { listPagePatterns } from './paths.js';

/**
 * The guard of decision 118: page paths are spelled once, in `paths`. These find a page path
 * typed by hand in source text, for the tests of apps/web and apps/api (they read the files; this
 * only reads text, so it has no Node dependency and costs a bundle nothing when unused).
 *
 * Found: a string that starts with a page's first segment (`'/login'`, `"/freelancer/…"`,
 * `` `/talent/${code}` ``, `href="/opportunities"` inside HTML) and a template that puts a role
 * page after a value (`` `/${role}/messages` ``, `` `${prefix}/opportunities` ``), and a route
 * object's relative path (`{ path: 'login' }`). The lists of
 * segments come from `paths`, so a new page is guarded without a change here. Not found: API
 * paths (`/staff/v1/…`, `/api/…`), the home page `/` (too common a string to tell apart), and
 * comments (a line starting with `//`, `/*` or `*`).
 */

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function segmentsOf(patterns: readonly string[]) {
  const first = new Set<string>();
  const afterValue = new Set<string>();
  for (const pattern of patterns) {
    const [, head, next] = pattern.split('/');
    if (head && !head.startsWith(':')) first.add(head);
    if (head?.startsWith(':') && next) afterValue.add(next);
  }
  // Pages of a role's own area (`/freelancer/opportunities`) also follow a role value.
  for (const pattern of patterns) {
    const [, head, next] = pattern.split('/');
    if (head && (USER_ROLES as readonly string[]).includes(head) && next && !next.startsWith(':')) {
      afterValue.add(next);
    }
  }
  return { first: [...first], afterValue: [...afterValue] };
}

const END = String.raw`(?=[/?#'"\x60\s]|$)`;

export function pagePathLiteralPatterns(patterns: readonly string[] = listPagePatterns()): RegExp[] {
  const { first, afterValue } = segmentsOf(patterns);
  const firstGroup = first.map(escapeForRegExp).join('|');
  const afterGroup = afterValue.map(escapeForRegExp).join('|');
  return [
    // '/login', "/freelancer/…", `/talent/${code}`
    new RegExp(String.raw`['"\x60]/(?:${firstGroup})${END}`),
    // `/${role}/messages`, `${prefix}/opportunities?…`
    new RegExp(String.raw`\}/(?:${afterGroup})${END}`),
    // a route object's relative path: { path: 'login' }, { path: `freelancer/…` }
    new RegExp(String.raw`\bpath:\s*['"\x60](?:${firstGroup})${END}`),
  ];
}

const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;
/** A string that is an API path (`/api/v1/chat/…/messages`): taken out before the search. */
const API_PATH_STRING = /(['"\x60])\/(?:api\/|v1\/|staff\/v1\/)[^'"\x60]*\1/g;

export type PagePathLiteral = { line: number; text: string };

/** The lines of `source` (1-based) that spell a page path by hand. */
export function findPagePathLiterals(
  source: string,
  patterns: readonly RegExp[] = pagePathLiteralPatterns(),
): PagePathLiteral[] {
  const found: PagePathLiteral[] = [];
  source.split('\n').forEach((text, index) => {
    if (COMMENT_LINE.test(text)) return;
    const withoutApiPaths = text.replace(API_PATH_STRING, "''");
    if (patterns.some((pattern) => pattern.test(withoutApiPaths)))
      found.push({ line: index + 1, text: text.trim() });
  });
  return found;
}
