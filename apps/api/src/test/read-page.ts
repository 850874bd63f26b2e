import { Parser } from 'htmlparser2';

/** What a crawler without JavaScript reads from a page: parsed with a real HTML parser. */
export type ReadPage = {
  titles: string[];
  meta: Map<string, string>;
  canonical: string | null;
  jsonLd: unknown[];
  /** Raw text of each `application/ld+json` element, as the parser delimited it. */
  jsonLdRaw: string[];
  /** Text of the page's content (inside `<noscript>`, what a browser without scripts shows). */
  noScriptText: string;
  scripts: { type: string | undefined; src: string | undefined }[];
};

export function readPage(html: string): ReadPage {
  const page: ReadPage = {
    titles: [],
    meta: new Map(),
    canonical: null,
    jsonLd: [],
    jsonLdRaw: [],
    noScriptText: '',
    scripts: [],
  };
  const open: string[] = [];
  let text = '';
  let scriptType: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        text = '';
        if (name === 'meta') {
          const key = attributes.name ?? attributes.property;
          if (key && attributes.content !== undefined) page.meta.set(key, attributes.content);
        }
        if (name === 'link' && attributes.rel === 'canonical') page.canonical = attributes.href ?? null;
        if (name === 'script') {
          scriptType = attributes.type;
          page.scripts.push({ type: attributes.type, src: attributes.src });
        }
      },
      ontext(chunk) {
        text += chunk;
        if (open.includes('noscript')) page.noScriptText += chunk;
      },
      onclosetag(name) {
        open.pop();
        if (name === 'title') page.titles.push(text);
        if (name === 'script' && scriptType === 'application/ld+json') {
          page.jsonLdRaw.push(text);
          page.jsonLd.push(JSON.parse(text));
        }
        if (name === 'noscript' || open.includes('noscript')) page.noScriptText += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return page;
}
