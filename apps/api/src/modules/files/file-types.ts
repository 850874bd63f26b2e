export const JPEG = 'image/jpeg';
export const PNG = 'image/png';
export const WEBP = 'image/webp';
export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DetectedType = typeof JPEG | typeof PNG | typeof WEBP | typeof PDF | typeof DOCX;

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The file's real type from its first bytes, never from its name or the browser's claim. A DOCX is
 * a ZIP whose entries include `[Content_Types].xml` and `word/` (ZIP stores entry names in clear).
 */
export function detectFileType(buffer: Buffer): DetectedType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(buffer, ascii('%PDF-'))) return PDF;
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) {
    const names = buffer.toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/')) return DOCX;
  }
  return null;
}

export const EXTENSIONS: Record<DetectedType, string> = {
  [JPEG]: 'jpg',
  [PNG]: 'png',
  [WEBP]: 'webp',
  [PDF]: 'pdf',
  [DOCX]: 'docx',
};

/** A download name safe for a header: no path, no control characters or quotes, right extension. */
export function toDownloadName(original: string, type: DetectedType): string {
  const extension = EXTENSIONS[type];
  const base = (original.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"\\;]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'file'}.${extension}`;
}

/** `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`, with a plain-ASCII fallback name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
