import { paths } from '@talentport/contract';
import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities, users } from '../../db/schema.js';
import { isDeletionPendingSql } from '../../platform/people.js';
import { escapeXml } from './markup.js';

/** The protocol's limit per file; past it `/sitemap.xml` becomes an index of files. */
export const SITEMAP_URL_LIMIT = 50_000;

type Entry = { path: string; lastmod: Date };
type Section = { name: 'opportunities' | 'talent' | 'companies'; entries: Entry[] };
/** Every file of one generation: `sitemap.xml` and, when large, `sitemaps/<section>-<n>.xml`. */
export type Sitemap = Map<string, string>;

/**
 * Every public page with its last change, three index-friendly statements: open listings that
 * are not hidden (the listing indexes' own predicate), public profiles (decision 006: onboarded
 * with a role), and companies whose owner is onboarded. Only ids, codes and dates are read.
 */
async function readSections(db: Db): Promise<Section[]> {
  const [listings, people, firms] = await Promise.all([
    db
      .select({ id: opportunities.id, lastmod: opportunities.updatedAt })
      .from(opportunities)
      .where(and(eq(opportunities.status, 'open'), eq(opportunities.isHidden, false)))
      .orderBy(asc(opportunities.publishedAt), asc(opportunities.id)),
    db
      .select({ code: users.code, lastmod: users.updatedAt })
      .from(users)
      // Search engines are guests: freelancers only when their profile is public (decision 100),
      // and nobody whose deletion is pending or done (decision 111).
      .where(
        and(
          eq(users.isOnboard, true),
          isNotNull(users.userRole),
          isNull(users.erasedAt),
          sql`not ${isDeletionPendingSql}`,
          or(ne(users.userRole, 'freelancer'), eq(users.profileVisibility, 'public')),
        ),
      )
      .orderBy(asc(users.createdAt), asc(users.id)),
    db
      .select({
        code: companies.code,
        lastmod: sql<Date>`greatest(${companies.updatedAt}, ${users.updatedAt})`,
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(eq(users.isOnboard, true))
      .orderBy(asc(companies.created), asc(companies.id)),
  ]);
  return [
    {
      name: 'opportunities',
      entries: listings.map((row) => ({
        path: paths.freelancer.opportunity.getHref({ opportunityId: row.id }),
        lastmod: row.lastmod,
      })),
    },
    {
      name: 'talent',
      entries: people.map((row) => ({
        path: paths.guest.talentProfile.getHref({ code: row.code }),
        lastmod: row.lastmod,
      })),
    },
    {
      name: 'companies',
      entries: firms.map((row) => ({
        path: paths.guest.company.getHref({ code: row.code }),
        lastmod: new Date(row.lastmod),
      })),
    },
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlSet(origin: string, entries: Entry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

function newest(entries: Entry[]): Date {
  return entries.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), new Date(0));
}

/**
 * One `<urlset>` while everything fits in one file; otherwise an index whose entries are files of
 * at most `limit` URLs each, per section, with the newest `lastmod` of the URLs they hold.
 */
export async function buildSitemap({
  db,
  origin,
  limit = SITEMAP_URL_LIMIT,
}: {
  db: Db;
  origin: string;
  limit?: number;
}): Promise<Sitemap> {
  const sections = await readSections(db);
  const all = sections.flatMap((section) => section.entries);
  const files: Sitemap = new Map();
  if (all.length <= limit) {
    files.set('sitemap.xml', urlSet(origin, all));
    return files;
  }
  const index: string[] = [];
  for (const section of sections) {
    for (let start = 0, part = 1; start < section.entries.length; start += limit, part++) {
      const chunk = section.entries.slice(start, start + limit);
      const name = `sitemaps/${section.name}-${part}.xml`;
      files.set(name, urlSet(origin, chunk));
      index.push(
        `<sitemap><loc>${escapeXml(`${origin}/${name}`)}</loc><lastmod>${newest(chunk).toISOString()}</lastmod></sitemap>`,
      );
    }
  }
  files.set('sitemap.xml', `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${index.join('\n')}\n</sitemapindex>\n`);
  return files;
}

/**
 * The sitemap kept in memory: built on the first request, then served from memory until a write
 * that can change what is public (`invalidate`) or `maxAgeMs` has passed (other instances' writes).
 * Concurrent requests share one build.
 */
export function createSitemapCache(build: () => Promise<Sitemap>, maxAgeMs = 10 * 60_000) {
  let current: { builtAt: number; files: Promise<Sitemap> } | null = null;
  return {
    async file(name: string): Promise<string | undefined> {
      if (!current || Date.now() - current.builtAt > maxAgeMs) {
        const files = build();
        current = { builtAt: Date.now(), files };
        files.catch(() => {
          if (current?.files === files) current = null;
        });
      }
      return (await current.files).get(name);
    },
    invalidate() {
      current = null;
    },
  };
}
