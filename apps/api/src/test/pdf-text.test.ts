import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './pdf-text.js';

const pdfOf = (streams: Buffer[]) =>
  Buffer.concat(
    streams.flatMap((data, i) => [
      Buffer.from(`${i + 1} 0 obj\n<< /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
  );

describe('extractPdfText (the tests’ PDF reader)', () => {
  it('reads a compressed stream whose last byte is a carriage return', () => {
    let content = '';
    let data = Buffer.alloc(0);
    for (let n = 0; data.at(-1) !== 0x0d; n += 1) {
      content = `BT (Invoice ${n}) Tj <546F74616C> Tj ET`;
      data = deflateSync(Buffer.from(content, 'latin1'));
    }
    const number = content.slice(content.indexOf('(') + 1, content.indexOf(')'));
    expect(extractPdfText(pdfOf([data, deflateSync(Buffer.from('BT (Second) Tj ET'))]))).toBe(
      `${number}\nTotal\nSecond`,
    );
  });
});
