import type { Db } from '../../db/client.js';
import type { SavedSearchRow } from '../../db/schema.js';
import type { LinkBuilder } from '../../platform/links.js';
import { unsubscribeHeaders, unsubscribeLink } from './unsubscribe.js';

/** The mail lists this many matches, then says how many more there are. */
export const MATCHES_MAILED = 10;

/** A search the alert job is checking, with what it needs of its owner. */
export type DueSearch = SavedSearchRow & {
  email: string | null;
  fullname: string | null;
  userRole: string | null;
  emailVerify: boolean | null;
  companyId: string | null;
};

/** What differs between the targets (decisions 108, 114): the matches, their record, what is sent. */
export type AlertTarget<M extends { id: string }> = {
  find(search: DueSearch, now: Date, limit: number): Promise<M[]>;
  /** Records the matches (each once per search); answers the ids not alerted before. */
  record(tx: Db, search: DueSearch, matches: M[], now: Date): Promise<Set<string>>;
  deliver(tx: Db, search: DueSearch, matches: M[]): Promise<void>;
};

/** Where an alert is mailed: an account's verified address, or a confirmed guest's. */
export function mailRecipient(search: DueSearch): string | null {
  return search.userId ? (search.emailVerify ? search.email : null) : search.guestEmail;
}

/** The one-click unsubscribe link of a search and its RFC 8058 headers. */
export function unsubscribeParts(links: LinkBuilder, search: DueSearch) {
  const link = unsubscribeLink(links, search);
  return { link, headers: unsubscribeHeaders(link) };
}
