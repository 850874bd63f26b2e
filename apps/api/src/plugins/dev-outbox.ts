import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { type MailRow, mailOutbox } from '../db/schema.js';
import { escapeHtml } from '../lib/html.js';
import { onlyLoopback } from './loopback-only.js';

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** Plain text with its links made clickable. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = (match.index ?? 0) + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function presentMail(mail: MailRow) {
  return {
    _id: mail.id,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    links: mail.textBody.match(LINK_PATTERN) ?? [],
    status: mail.status,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
    sendAt: mail.nextAttemptAt.toISOString(),
    createdAt: mail.createdAt.toISOString(),
  };
}

// The mail's own HTML needs inline styles; nothing here runs scripts.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

const listQuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

/**
 * Development only (no SMTP_URL, not production): the mail the app would have sent, newest first,
 * at /api/dev/outbox (HTML) and /api/dev/outbox.json (for scripts and browser tests), to loopback
 * clients only.
 */
export async function registerDevOutbox(app: FastifyInstance, db: Db) {
  const listMail = async (to: string | undefined) =>
    db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.toAddress, to) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);

  app.get('/api/dev/outbox.json', { onRequest: onlyLoopback }, async (request, reply) => {
    const query = listQuerySchema.safeParse(request.query);
    const mails = await listMail(query.success ? query.data.to : undefined);
    return reply.send({ status: 200, message: 'ok', result: { items: mails.map(presentMail) } });
  });

  app.get('/api/dev/outbox', { onRequest: onlyLoopback }, async (_request, reply) => {
    const mails = await listMail(undefined);
    const rows = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.toAddress)} · ${mail.createdAt.toISOString()} · ${mail.status} · <a href="/api/dev/outbox/${mail.id}">HTML version</a></p><pre>${linkify(mail.textBody)}</pre></article>`,
      )
      .join('');
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev outbox · Talentport</title><style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:16px;color:#1d2b36}h1{color:#0b7a5e}article{border:1px solid #dbe3e8;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:18px;margin:0 0 4px}.meta{color:#5b6b78;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;word-break:break-word;font-size:14px}a{color:#0b7a5e}</style></head><body><h1>Dev outbox</h1><p>Mail the app would have sent (newest first). Set <code>SMTP_URL</code> to send it for real.</p>${rows || '<p>No mail yet.</p>'}</body></html>`;
    return reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8').send(body);
  });

  app.get('/api/dev/outbox/:id', { onRequest: onlyLoopback }, async (request, reply) => {
    const params = z.object({ id: z.uuid() }).safeParse(request.params);
    const [mail] = params.success
      ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, params.data.id)).limit(1)
      : [];
    if (!mail) return reply.code(404).type('text/plain').send('No such mail.');
    return reply
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(mail.htmlBody);
  });
}
