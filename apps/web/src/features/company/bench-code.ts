/**
 * The profile code in what an agency pasted: the code itself, or a profile link such as
 * https://talentport.example/talent/AB12CD (any role's prefix; a query or anchor is ignored).
 * The last part of the link's path is the code; the API says whether it names a freelancer.
 */
export function readProfileCode(typed: string): string {
  const text = typed.trim();
  if (!text.includes('/')) return text;
  try {
    const url = new URL(text, 'https://talentport.invalid');
    return decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    return text;
  }
}
