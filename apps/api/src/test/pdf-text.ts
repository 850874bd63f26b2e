import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, for tests: every content stream is inflated (pdf-lib compresses them) and
 * the strings of its text operators (`<hex> Tj`, `(literal) Tj`) are read as WinAnsi (latin1).
 */
export function extractPdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const parts: string[] = [];
  // The end of line before `endstream` is taken as "\n" only: a compressed stream whose last byte
  // is "\r" (0x0d) kept that byte (an extra byte after the data is ignored by inflate, a missing
  // one is not: its text read as '' about once in 256 invoices).
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const shown = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
    for (let text = shown.exec(content); text; text = shown.exec(content)) {
      if (text[1] !== undefined)
        parts.push(Buffer.from(text[1].replace(/\s+/g, ''), 'hex').toString('latin1'));
      else parts.push((text[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  // WinAnsi differs from latin1 at 0x80-0x9f; the euro sign is the one an invoice needs.
  return parts.join('\n').replaceAll('\u0080', '€');
}
