import { stripTrailing } from '@talentport/contract';

/**
 * Descriptions are stored as plain text with a small Markdown subset (paragraphs, `- ` bullets,
 * `**bold**`), never as HTML: the web app renders them as text nodes, so no markup from a poster ever
 * reaches a browser as HTML (decision 009). Here they are only normalised.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function normalizeDescription(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .split('\n')
    .map((line) => stripTrailing(line, ' \t'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The first words of a description without Markdown marks, for listings. Lines (paragraphs and
 * bullets) become sentences: one that does not end in punctuation gets a full stop, so a list
 * does not run into one long phrase.
 */
const toPlainLine = (line: string) =>
  line
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^\s*[-*]\s+/, '')
    .replace(/^#+\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();

export function toExcerpt(description: string, maxLength = 220): string {
  // Only the lines the excerpt can show are read: a description of thousands of empty or
  // marked-up lines costs no more than a short one.
  const lines: string[] = [];
  let length = 0;
  for (const raw of description.split('\n')) {
    if (raw.trim() === '') continue;
    const line = toPlainLine(raw);
    if (!line) continue;
    lines.push(line);
    length += line.length + 2;
    if (length > maxLength + 2) break;
  }
  const isLast = (index: number) => index === lines.length - 1;
  const plain = lines
    .map((line, index) => (!isLast(index) && !/[.!?:;,…]$/.test(line) ? `${line}.` : line))
    .join(' ');
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxLength * 0.6 ? lastSpace : maxLength).trimEnd()}…`;
}
