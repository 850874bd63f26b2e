import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceRow } from '../../db/schema.js';
import { formatMoney } from './notify.js';

/**
 * The invoice as a PDF (decision 122), made with pdf-lib: Helvetica text (selectable), A4. The
 * standard fonts encode WinAnsi only, so a character outside it is printed as "?" (names in other
 * scripts need an embedded font: a known limit). Only the two parties, the lines, the total and
 * the issuer's bank details are printed: nothing of anyone else.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
        ? char
        : '?';
    })
    .join('');
}

type Writer = { page: PDFPage; y: number; font: PDFFont; bold: PDFFont };

function line(
  w: Writer,
  text: string,
  options: { x?: number; size?: number; bold?: boolean; gap?: number } = {},
) {
  const size = options.size ?? 10;
  w.page.drawText(printable(text), {
    x: options.x ?? 50,
    y: w.y,
    size,
    font: options.bold ? w.bold : w.font,
    color: rgb(0.11, 0.17, 0.21),
  });
  w.y -= options.gap ?? size + 5;
}

/** Long text wrapped to the width; answers the lines. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = printable(text).split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

function party(w: Writer, heading: string, p: InvoiceRow['issuer'], x: number, top: number) {
  w.y = top;
  line(w, heading, { x, bold: true });
  line(w, p.legalName || p.name, { x });
  if (p.legalName && p.legalName !== p.name) line(w, p.name, { x });
  for (const part of p.billingAddress.split(/\r?\n/).filter(Boolean)) line(w, part, { x });
  if (p.country) line(w, p.country, { x });
  if (p.taxId) line(w, `Tax id: ${p.taxId}`, { x });
  return w.y;
}

export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.number}`);
  doc.setAuthor(printable(invoice.issuer.legalName || invoice.issuer.name));
  doc.setCreator('Talentport');
  doc.setProducer('Talentport (pdf-lib)');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const newPage = () => doc.addPage([595.28, 841.89]);
  const w: Writer = { page: newPage(), y: 790, font, bold };
  line(w, `Invoice ${invoice.number}`, { size: 20, bold: true, gap: 28 });
  line(w, `Issued on ${invoice.issuedOn}    Due on ${invoice.dueOn}`);
  line(w, `For: ${invoice.opportunityTitle}`, { gap: 24 });
  const top = w.y;
  const left = party(w, 'From', invoice.issuer, 50, top);
  const right = party(w, 'Bill to', invoice.client, 320, top);
  w.y = Math.min(left, right) - 16;
  line(w, 'Description', { bold: true, gap: 0 });
  line(w, 'Time', { x: 330, bold: true, gap: 0 });
  line(w, 'Rate / hour', { x: 390, bold: true, gap: 0 });
  line(w, 'Amount', { x: 480, bold: true });
  for (const item of invoice.lines) {
    if (w.y < 120) {
      w.page = newPage();
      w.y = 790;
    }
    const rows = wrap(item.description, font, 10, 270);
    if (item.minutes !== null) {
      line(w, `${Math.floor(item.minutes / 60)} h ${String(item.minutes % 60).padStart(2, '0')}`, {
        x: 330,
        gap: 0,
      });
      line(w, formatMoney(item.hourlyRate ?? 0, invoice.currency), { x: 390, gap: 0 });
    }
    line(w, formatMoney(item.amount, invoice.currency), { x: 480, gap: 0 });
    for (const row of rows) line(w, row);
  }
  w.y -= 6;
  line(w, `Total ${formatMoney(invoice.total, invoice.currency)} (${invoice.currency})`, {
    size: 13,
    bold: true,
    gap: 30,
  });
  line(w, 'Pay by bank transfer to', { bold: true });
  const bank = invoice.bankDetail;
  if (bank) {
    line(w, `Account holder: ${bank.accountHolder}`);
    line(w, `Account number: ${bank.bankAccountNo}`);
    line(w, `Bank: ${bank.bankName}${bank.city ? `, ${bank.city}` : ''}`);
  } else {
    line(w, 'The issuer has not given bank details yet: ask them in the conversation.');
  }
  line(w, `Reference: ${invoice.number}`, { gap: 24 });
  line(w, 'Made on Talentport. No money moves through Talentport: pay the issuer directly.', { size: 8 });
  return doc.save();
}
