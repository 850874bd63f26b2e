/* Text rules and helpers free of zod, so that the web app's shell can use them without loading the
 * schema library (the schema built on them is in safe-text.ts). */
/**
 * The one rule every string the API accepts follows: no NUL character (PostgreSQL text cannot
 * store it) and no lone UTF-16 surrogate (it is not Unicode: JSON encoders, PostgreSQL and mail
 * break on it). Linear: one pass, no backtracking.
 */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

export function isSafeText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * The path of the first string (value or object key) anywhere in `value` that breaks the rule, or
 * null. The API runs it on every body, query string and path before the route's own schema, so
 * every string field of every operation follows the rule.
 */
export function findUnsafeText(value: unknown, path: readonly string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : [...path];
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isSafeText(key)) return [...path, '(a key)'];
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * `value` without the trailing characters listed in `characters`, in one pass from the end. Use it
 * instead of a regex such as /[ \t]+$/ or /\/+$/, which is quadratic on a long run of those
 * characters that is not at the end.
 */
export function stripTrailing(value: string, characters: string): string {
  let end = value.length;
  while (end > 0 && characters.includes(value.charAt(end - 1))) end -= 1;
  return end === value.length ? value : value.slice(0, end);
}
