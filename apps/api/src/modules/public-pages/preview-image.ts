import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { escapeHtml } from './markup.js';

/**
 * Open Graph pictures (1200×630 PNG) drawn on the server without a browser: the text is turned
 * into SVG paths with Raleway's own outlines (from @fontsource/raleway, no system fonts, no CDN),
 * and sharp (libvips) rasterises the SVG. Decision 071.
 */
const WIDTH = 1200;
const HEIGHT = 630;
const INK = '#06352a';
const PRIMARY = '#1bd2a4';
const MUTED = '#3d5a53';

const require = createRequire(import.meta.url);
type Weight = 500 | 700;
const fonts = new Map<Weight, opentype.Font>();

function font(weight: Weight): opentype.Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const file = require.resolve(`@fontsource/raleway/files/raleway-latin-${weight}-normal.woff`);
    const bytes = readFileSync(file);
    loaded = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(weight, loaded);
  }
  return loaded;
}

type Text = { text: string; weight: Weight; size: number; x: number; y: number; fill: string };

function drawText({ text, weight, size, x, y, fill }: Text): string {
  const data = font(weight).getPath(text, x, y, size).toPathData(1);
  return data ? `<path d="${data}" fill="${fill}"/>` : '';
}

function widthOf(text: string, weight: Weight, size: number): number {
  return font(weight).getAdvanceWidth(text, size);
}

/** Greedy word wrap into at most `maxLines`; the last line ends in … when the text is longer. */
export function wrapText(text: string, weight: Weight, size: number, maxWidth: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, weight, size) <= maxWidth || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) lines.push(line);
  const isCut = lines.join(' ').length < text.replace(/\s+/g, ' ').trim().length;
  if (isCut) {
    let last = lines[maxLines - 1] ?? '';
    while (last && widthOf(`${last}…`, weight, size) > maxWidth) last = last.slice(0, -1).trimEnd();
    lines[maxLines - 1] = `${last}…`;
  }
  return lines.map((value) => fitLine(value, weight, size, maxWidth));
}

function fitLine(line: string, weight: Weight, size: number, maxWidth: number): string {
  if (widthOf(line, weight, size) <= maxWidth) return line;
  let cut = line;
  while (cut && widthOf(`${cut}…`, weight, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const LOGO = `<g transform="translate(72 64)">
  <rect width="64" height="64" rx="16" fill="${PRIMARY}"/>
  <path d="M16 18h32v9H37v21h-10V27H16z" fill="${INK}"/>
  <circle cx="47" cy="44" r="5" fill="${INK}"/>
</g>`;

export type PreviewCard = {
  /** The big words: a listing's title or a company's name. */
  headline: string;
  /** The line under it: the company, or a company's industry and place. */
  byline: string;
  /** A pill in the product's colour: the pay, or what the company is doing. */
  badge: string;
  /** Small print at the bottom: type, working mode, workload, place. */
  footer: string;
};

export function previewSvg(card: PreviewCard): string {
  const left = 72;
  const maxWidth = WIDTH - left * 2;
  const headline = wrapText(card.headline, 700, 64, maxWidth, 3);
  const headlineTop = 228;
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3fbf8"/>`,
    `<rect width="${WIDTH}" height="16" fill="${PRIMARY}"/>`,
    LOGO,
    drawText({ text: 'Talentport', weight: 700, size: 40, x: 156, y: 110, fill: INK }),
    ...headline.map((line, index) =>
      drawText({ text: line, weight: 700, size: 64, x: left, y: headlineTop + index * 76, fill: INK }),
    ),
  ];
  const bylineY = headlineTop + (headline.length - 1) * 76 + 64;
  parts.push(
    drawText({
      text: fitLine(card.byline, 500, 38, maxWidth),
      weight: 500,
      size: 38,
      x: left,
      y: bylineY,
      fill: MUTED,
    }),
  );
  let badgeWidth = 0;
  if (card.badge) {
    const badge = fitLine(card.badge, 700, 36, maxWidth - 56);
    badgeWidth = widthOf(badge, 700, 36) + 56;
    parts.push(
      `<rect x="${left}" y="${HEIGHT - 136}" width="${badgeWidth}" height="64" rx="32" fill="${PRIMARY}"/>`,
      drawText({ text: badge, weight: 700, size: 36, x: left + 28, y: HEIGHT - 92, fill: INK }),
    );
  }
  if (card.footer) {
    // Beside the badge, never over it.
    const footer = fitLine(card.footer, 500, 28, maxWidth - (badgeWidth > 0 ? badgeWidth + 40 : 0));
    parts.push(
      drawText({
        text: footer,
        weight: 500,
        size: 28,
        x: WIDTH - left - widthOf(footer, 500, 28),
        y: HEIGHT - 92,
        fill: MUTED,
      }),
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><title>${escapeHtml(card.headline)}</title>${parts.join('')}</svg>`;
}

export async function renderPreviewPng(card: PreviewCard): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(card)))
    .png({ compressionLevel: 6, palette: true, effort: 1 })
    .toBuffer();
}

/**
 * Drawn pictures kept in memory, least recently used first out. The key carries the row's last
 * change, so an edited listing gets a new picture and the old one ages out.
 */
export function createPreviewCache(maxEntries = 200) {
  const entries = new Map<string, Promise<Buffer>>();
  return async (key: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const drawing = draw();
    entries.set(key, drawing);
    drawing.catch(() => entries.delete(key));
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return drawing;
  };
}
