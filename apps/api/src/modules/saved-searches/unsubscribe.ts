import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type SavedSearchRow, savedSearches } from '../../db/schema.js';
import type { LinkBuilder } from '../../platform/links.js';
import { isSameHash } from '../../platform/links.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token of a search's unsubscribe link: its id and its secret key (decision 108). */
export function unsubscribeToken(row: Pick<SavedSearchRow, 'id' | 'unsubscribeKey'>): string {
  return `${row.id}.${row.unsubscribeKey}`;
}

export function unsubscribeLink(links: LinkBuilder, row: Pick<SavedSearchRow, 'id' | 'unsubscribeKey'>) {
  return links.page(`/api/v1/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(row))}`);
}

/** RFC 8058 headers: mail clients show an unsubscribe button that posts to the link at once. */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The search a token names, or null (unknown, deleted, or a wrong key). */
export async function findByUnsubscribeToken(db: Db, token: string): Promise<SavedSearchRow | null> {
  const [id, key] = token.split('.');
  if (!id || !key || !UUID.test(id)) return null;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  return row && isSameHash(row.unsubscribeKey, key) ? row : null;
}

/** Deletes the search the token names; answers its name, or null when it was already gone. */
export async function unsubscribeByToken(
  db: Db,
  token: string,
): Promise<Pick<SavedSearchRow, 'name' | 'target'> | null> {
  const row = await findByUnsubscribeToken(db, token);
  if (!row) return null;
  await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, row.id), eq(savedSearches.unsubscribeKey, row.unsubscribeKey)));
  return { name: row.name, target: row.target };
}

/** How the link pages name an alert and what it mails about. */
export function alertWords(target: SavedSearchRow['target']) {
  return target === 'talent'
    ? { alert: 'talent alert', matches: 'new freelancers matching' }
    : { alert: 'job alert', matches: 'new opportunities matching' };
}
