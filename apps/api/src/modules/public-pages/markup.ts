/**
 * Escaping for the HTML the server writes into the SPA's shell. Every value that came from a
 * listing, profile or company goes through one of these; nothing is written raw.
 */

import { escapeHtml } from '../../lib/html.js';

export { escapeHtml };

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` are written as JSON
 * escapes, so no value can close the element (`</script>`), open a comment (`<!--`) or end the
 * document's parse state; the JSON means exactly the same to a parser.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}

/** XML text (sitemaps). */
export function escapeXml(value: string): string {
  return escapeHtml(value).replace(/&#39;/g, '&apos;');
}

/**
 * The small Markdown subset of descriptions (paragraphs, `- ` bullets, `**bold**`, decision 009)
 * as escaped HTML, for JobPosting's description (Google reads it as HTML) and the no-script page.
 */
export function descriptionToHtml(description: string): string {
  const blocks: string[] = [];
  let bullets: string[] = [];
  const flushBullets = () => {
    if (bullets.length > 0) blocks.push(`<ul>${bullets.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    bullets = [];
  };
  for (const paragraph of description.split(/\n{2,}/)) {
    for (const line of paragraph.split('\n')) {
      const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
      if (bullet) {
        bullets.push(inline(bullet[1] ?? ''));
        continue;
      }
      flushBullets();
      if (line.trim()) blocks.push(`<p>${inline(line.trim())}</p>`);
    }
    flushBullets();
  }
  return blocks.join('');
}

function inline(text: string): string {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

/** A description cut to about `maxLength` characters on a word boundary, for meta descriptions. */
export function clip(text: string, maxLength = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxLength * 0.6 ? lastSpace : cut.length).trimEnd()}…`;
}
