/**
 * A web address as people type it: `behance.net/leamoreau` and `ateliernova.fr` are addresses too.
 * Returns the address to store, with `https://` put in front when no scheme was typed, '' for an
 * empty field, or null when it is not an http(s) address with a dotted host (a `javascript:` or
 * `mailto:` link, spaces, no host). The rest of what was typed is kept as it was.
 */
export function normalizeWebAddress(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return '';
  if (/\s/.test(value)) return null;
  let candidate: string;
  if (/^https?:\/\//i.test(value)) candidate = value;
  else if (value.startsWith('//')) candidate = `https:${value}`;
  // Any other scheme ("javascript:", "mailto:", "ftp://") is refused; "host:8080/x" is a port.
  else if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) return null;
  else candidate = `https://${value}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.'))
      return null;
    return candidate;
  } catch {
    return null;
  }
}

/** The hostname of an address `normalizeWebAddress` accepted. */
export function hostOfWebAddress(address: string): string {
  return new URL(address).hostname.toLowerCase();
}
