import { existsSync } from 'node:fs';
import path from 'node:path';
import { type PageParams, paths, SHORT_CODE_PATTERN } from '@talentport/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendApiNotFound } from '../../plugins/error-envelope.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { resolveShortLink } from '../short-urls/index.js';
import { companyPage, opportunityPage, PUBLIC_CODE, type PublicPage, talentPage } from './pages.js';
import { companyCard, opportunityCard } from './preview-cards.js';
import { createPreviewCache, renderPreviewPng } from './preview-image.js';
import { robotsTxt } from './robots.js';
import { BARE_SHELL, createShellReader, NOT_FOUND_META, renderShell } from './shell.js';
import { buildSitemap, createSitemapCache } from './sitemap.js';

/** Pages, not API operations: left out of the OpenAPI document. */
const hidden = { schema: { hide: true } };
/** Pages that read the database: refused under load like the API (decision 148). */
const readsDatabase = { ...hidden, config: { sheddablePage: true } };
/** Screens of the freelancer's own list that share the detail page's address pattern (the route rules). */
const FREELANCER_LIST_SCREENS = new Set(['applied', 'saved', 'request']);
/** Writes after which what is public may have changed: the sitemap is built again. */
const PUBLIC_WRITES = /^\/api\/(v1\/(opportunities|user\/profile|user\/visibility|company)|staff\/)/;

/**
 * What crawlers and link previews read (issue 22, decisions 070–071): the public pages' HTML with
 * their metadata and true status, `/sitemap.xml`, `/robots.txt`, short links answered on the
 * server, and the pages' Open Graph pictures. Registered before the static SPA, whose not-found
 * handler still answers every other page.
 */
export async function registerPublicPages(
  app: FastifyInstance,
  ctx: AppContext,
  webDist: string | undefined,
) {
  const { db } = ctx;
  const limits = createRateLimits(ctx);
  const origin = ctx.links.page(paths.home.getHref()).replace(/\/+$/, '');
  // Without a web build (API-only runs, `vite dev`) crawlers still get the metadata and status,
  // in a bare page that has no app to boot.
  const hasShell = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  const readShell = hasShell ? createShellReader(webDist) : async () => BARE_SHELL;
  const sitemap = createSitemapCache(() => buildSitemap({ db, origin }));
  const previews = createPreviewCache();

  app.addHook('onResponse', async (request, reply) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (isWrite && reply.statusCode < 400 && PUBLIC_WRITES.test(request.url)) sitemap.invalidate();
  });

  async function sendPage(reply: FastifyReply, page: PublicPage) {
    const html = renderShell(await readShell(), page.meta);
    return reply
      .code(page.statusCode)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  }

  app.get<{ Params: PageParams<typeof paths.freelancer.opportunity.path> }>(
    paths.freelancer.opportunity.path,
    readsDatabase,
    async (request, reply) => {
      if (FREELANCER_LIST_SCREENS.has(request.params.opportunityId)) return reply.callNotFound();
      return sendPage(reply, await opportunityPage(db, origin, request.params.opportunityId));
    },
  );
  app.get<{ Params: { code: string } }>(
    paths.guest.talentProfile.path,
    readsDatabase,
    async (request, reply) => sendPage(reply, await talentPage(db, origin, request.params.code)),
  );
  app.get<{ Params: { code: string } }>(paths.guest.company.path, readsDatabase, async (request, reply) =>
    sendPage(reply, await companyPage(db, origin, request.params.code)),
  );

  // Short links answer on the server, so crawlers and previews follow them to the page itself.
  // Only well-formed codes are looked up, and counted.
  const isShortCode = (request: FastifyRequest) =>
    SHORT_CODE_PATTERN.test((request.params as { code: string }).code);
  const shortLinkOptions = {
    ...readsDatabase,
    preHandler: limits.limit({
      rule: 'linkLookupPerIp',
      key: (request) => (isShortCode(request) ? `short-link-lookup:ip:${request.ip}` : null),
    }),
  };
  app.get<{ Params: { code: string } }>(paths.shortUrl.path, shortLinkOptions, async (request, reply) => {
    const { code } = request.params;
    if (!SHORT_CODE_PATTERN.test(code)) return sendPage(reply, { statusCode: 404, meta: NOT_FOUND_META });
    const link = await resolveShortLink({ db, code }).catch(() => null);
    if (!link) return sendPage(reply, { statusCode: 404, meta: NOT_FOUND_META });
    // A code's target never changes (decision 043): a permanent redirect, cached for a day.
    return reply.code(301).header('cache-control', 'public, max-age=86400').redirect(link.targetPath, 301);
  });

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
  const sendSitemapFile = async (name: string, reply: FastifyReply) => {
    const xml = await sitemap.file(name);
    if (xml === undefined) return sendApiNotFound(reply);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  };
  app.get('/sitemap.xml', readsDatabase, async (_request, reply) => sendSitemapFile('sitemap.xml', reply));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', readsDatabase, async (request, reply) =>
    sendSitemapFile(`sitemaps/${request.params.file}`, reply),
  );

  const sendPng = (reply: FastifyReply, png: Buffer) =>
    reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(png);

  app.get<{ Params: { file: string } }>('/og/opportunities/:file', readsDatabase, async (request, reply) => {
    const id = request.params.file.replace(/\.png$/, '');
    const card = await opportunityCard(db, id);
    if (!card) return sendApiNotFound(reply);
    return sendPng(
      reply,
      await previews(`opportunity:${id}:${card.version}`, () => renderPreviewPng(card.card)),
    );
  });
  app.get<{ Params: { file: string } }>('/og/companies/:file', readsDatabase, async (request, reply) => {
    const code = request.params.file.replace(/\.png$/, '');
    if (!PUBLIC_CODE.test(code)) return sendApiNotFound(reply);
    const card = await companyCard(db, code);
    if (!card) return sendApiNotFound(reply);
    return sendPng(
      reply,
      await previews(`company:${code}:${card.version}`, () => renderPreviewPng(card.card)),
    );
  });
}
