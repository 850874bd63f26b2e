import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/**
 * Plain text with web links made clickable. Only http(s) addresses become links (never
 * javascript: or data:), they open in a new tab without access to this page, and everything else
 * is text: React escapes it, so no HTML in a message is ever interpreted.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let href = match[0];
    const trailing = TRAILING_PUNCTUATION.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {href}
      </a>,
    );
    last = start + href.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className={className}>{parts}</p>;
}
