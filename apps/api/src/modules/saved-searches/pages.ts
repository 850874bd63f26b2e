import { paths } from '@talentport/contract';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html.js';

/**
 * The small pages that mailed links open (decision 108): they work without a session and without
 * the web app. A GET only shows a button; the change happens on its POST, so link scanners that
 * follow every link in a mail change nothing.
 */
export type LinkPage = {
  title: string;
  paragraphs: string[];
  /** A button that posts the token back to the same address. */
  form?: { action: string; token: string; button: string };
  status?: number;
};

const STYLE = `body{margin:0;background:#f3f6f8;font-family:Raleway,Helvetica,Arial,sans-serif;color:#1d2b36}
main{max-width:520px;margin:48px auto;padding:32px;background:#fff;border-radius:12px}
.brand{margin:-32px -32px 24px;padding:20px 32px;background:#1bd2a4;border-radius:12px 12px 0 0;font-weight:800;font-size:22px;color:#06352a}
h1{font-size:24px;margin:0 0 16px}p{font-size:16px;line-height:1.5}
button{font:inherit;font-weight:700;font-size:16px;background:#1bd2a4;color:#06352a;border:0;border-radius:8px;padding:12px 24px;min-height:44px;cursor:pointer}
button:focus-visible{outline:3px solid #0b7a5e;outline-offset:2px}a{color:#0b7a5e}
@media (max-width:560px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}.brand{border-radius:0}}`;

export function sendLinkPage(reply: FastifyReply, page: LinkPage) {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}"><input type="hidden" name="token" value="${escapeHtml(page.form.token)}"><button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)} · Talentport</title><style>${STYLE}</style></head><body><main><div class="brand">Talentport</div><h1>${escapeHtml(page.title)}</h1>${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}${form}<p><a href="${paths.home.getHref()}">Go to Talentport</a></p></main></body></html>`;
  return reply
    .code(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(html);
}
