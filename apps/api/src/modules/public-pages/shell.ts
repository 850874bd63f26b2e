import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '@talentport/contract';
import { escapeHtml, serializeJsonLd } from './markup.js';

/** What the server writes into the SPA's shell for one public page (decision 070). */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute; also og:url. Left out of not-found pages. */
  canonical?: string;
  openGraphType?: 'website' | 'profile';
  /** Absolute URL of a 1200×630 picture (or a square avatar or logo). */
  image?: { url: string; alt: string; width?: number; height?: number };
  jsonLd?: unknown;
  /** `noindex` for pages that must not be listed (not found, paused). */
  robots?: string;
  /** The page's content as plain HTML, shown to visitors without JavaScript. Already escaped. */
  noScriptHtml?: string;
};

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const NEEDS_JS = 'Talentport needs JavaScript to run. Please enable it and reload the page.';

/** The page written when there is no web build: the same head and content, no app. */
export const BARE_SHELL =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>Talentport</title>\n  </head>\n  <body>\n    <noscript></noscript>\n  </body>\n</html>\n';

/** The built `index.html`, read once: the SPA boots from it exactly as from the plain file. */
export function createShellReader(webDist: string) {
  let shell: Promise<string> | null = null;
  return () => {
    shell ??= readFile(path.join(webDist, 'index.html'), 'utf8').catch((error: unknown) => {
      shell = null;
      throw error;
    });
    return shell;
  };
}

function metaTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  const property = (name: string, value: string | number) =>
    tags.push(`<meta property="${name}" content="${escapeHtml(String(value))}" />`);
  const named = (name: string, value: string) =>
    tags.push(`<meta name="${name}" content="${escapeHtml(value)}" />`);
  if (meta.robots) named('robots', meta.robots);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  property('og:site_name', 'Talentport');
  property('og:type', meta.openGraphType ?? 'website');
  property('og:title', meta.title);
  property('og:description', meta.description);
  if (meta.canonical) property('og:url', meta.canonical);
  named('twitter:card', meta.image?.width === 1200 ? 'summary_large_image' : 'summary');
  named('twitter:title', meta.title);
  named('twitter:description', meta.description);
  if (meta.image) {
    property('og:image', meta.image.url);
    property('og:image:alt', meta.image.alt);
    if (meta.image.width && meta.image.height) {
      property('og:image:width', meta.image.width);
      property('og:image:height', meta.image.height);
    }
    named('twitter:image', meta.image.url);
    named('twitter:image:alt', meta.image.alt);
  }
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${serializeJsonLd(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * The shell with this page's head (title, description, canonical, Open Graph, Twitter, JSON-LD)
 * and its content in `<noscript>`. The loading screen, the scripts and the styles are untouched,
 * so what a person with JavaScript sees is what the plain shell shows.
 */
export function renderShell(shell: string, meta: PageMeta): string {
  const withoutOwnHead = shell.replace(TITLE, '').replace(DESCRIPTION, '');
  const head = withoutOwnHead.replace('</head>', () => `  ${metaTags(meta)}\n  </head>`);
  const noScript = `<noscript>${meta.noScriptHtml ?? ''}<p class="noscript-note">${NEEDS_JS}</p></noscript>`;
  return NOSCRIPT.test(head)
    ? head.replace(NOSCRIPT, () => noScript)
    : head.replace('</body>', () => `${noScript}</body>`);
}

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found · Talentport',
  description: 'We could not find that page. The link may be mistyped, or the page may have moved.',
  robots: 'noindex',
  noScriptHtml: `<main class="noscript-page"><h1>Page not found</h1><p>We could not find that page. The link may be mistyped, or the page may have moved.</p><p><a href="${paths.home.getHref()}">Go to the home page</a></p></main>`,
};

export const GONE_META: PageMeta = {
  title: 'This opportunity is closed · Talentport',
  description: 'This opportunity no longer takes applications. Find open jobs and projects on Talentport.',
  robots: 'noindex',
  noScriptHtml: `<main class="noscript-page"><h1>This opportunity is closed</h1><p>It no longer takes applications.</p><p><a href="${paths.guest.opportunities.getHref()}">Find open jobs and projects</a></p></main>`,
};
