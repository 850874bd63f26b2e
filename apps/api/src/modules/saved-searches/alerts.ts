import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type SavedSearchRow, savedSearches, savedSearchMatches, users } from '../../db/schema.js';
import type { LinkBuilder } from '../../platform/links.js';
import { type AlertMatch, savedSearchAlertMail } from '../../platform/mail/alert-templates.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { createNotification } from '../../platform/notifications.js';
import type { NewMatchFinder, SummaryRow } from '../opportunities/index.js';
import { FREQUENCY_MS } from './query.js';
import { unsubscribeHeaders, unsubscribeLink } from './unsubscribe.js';

/** Searches handled per run; the rest wait for the next run. */
const SEARCHES_PER_RUN = 200;
/** Matches read per search and window; the mail lists the first few. */
const MATCHES_READ = 100;
const MATCHES_MAILED = 10;

export type AlertRunOptions = {
  db: Db;
  links: LinkBuilder;
  findNewMatches: NewMatchFinder;
  /** The end of this run's window: injected so tests control time. */
  now?: Date;
  /** Told after the commit, for each account that got a notification. */
  onNotified?: (userId: string) => void;
};

type DueSearch = SavedSearchRow & {
  email: string | null;
  fullname: string | null;
  userRole: string | null;
  emailVerify: boolean | null;
  companyId: string | null;
};

/**
 * One run of the alert job (decision 108): every confirmed search whose frequency allows a mail
 * now is checked for listings published since its last check. New matches (each listing once per
 * search) become one mail and one notification; the window then moves on to `now`. Each search is
 * claimed with FOR UPDATE SKIP LOCKED, only while its window is the one that was read, and the
 * window is moved in the same transaction: two runs (two processes, or a lease that ran out
 * mid-run) never alert twice.
 */
export async function sendDueAlerts(options: AlertRunOptions): Promise<number> {
  const { db } = options;
  const now = options.now ?? new Date();
  const due = await db
    .select(dueColumns)
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.userId))
    .where(and(isNotNull(savedSearches.confirmedAt), lte(savedSearches.nextDueAt, now)))
    .orderBy(asc(savedSearches.nextDueAt))
    .limit(SEARCHES_PER_RUN);
  let alerted = 0;
  for (const search of due) {
    // Matches are read before the transaction (the search core reads through its own handle);
    // the claim below only succeeds if nobody moved this search's window meanwhile.
    const viewer = search.userRole === 'agency' ? { excludeCompanyId: search.companyId } : {};
    const matches = await options.findNewMatches(
      search.filters,
      { after: search.checkedUntil, upTo: now, limit: MATCHES_READ },
      viewer,
    );
    const found = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.id, search.id),
            eq(savedSearches.checkedUntil, search.checkedUntil),
            lte(savedSearches.nextDueAt, now),
          ),
        )
        .for('update', { skipLocked: true });
      return claimed ? alertOne(tx, options, search, matches, now) : 0;
    });
    if (found === 0) continue;
    alerted += 1;
    if (search.userId) options.onNotified?.(search.userId);
  }
  return alerted;
}

const dueColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  guestEmail: savedSearches.guestEmail,
  name: savedSearches.name,
  query: savedSearches.query,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
  checkedUntil: savedSearches.checkedUntil,
  nextDueAt: savedSearches.nextDueAt,
  confirmedAt: savedSearches.confirmedAt,
  confirmTokenHash: savedSearches.confirmTokenHash,
  unsubscribeKey: savedSearches.unsubscribeKey,
  email: users.email,
  fullname: users.fullname,
  userRole: users.userRole,
  emailVerify: users.emailVerify,
  companyId: users.companyId,
};

/** Checks one claimed search inside its transaction; answers how many new listings it alerted. */
async function alertOne(
  tx: Db,
  options: AlertRunOptions,
  search: DueSearch,
  matches: SummaryRow[],
  now: Date,
): Promise<number> {
  const fresh =
    matches.length === 0
      ? []
      : await tx
          .insert(savedSearchMatches)
          .values(matches.map((match) => ({ searchId: search.id, opportunityId: match.id, alertedAt: now })))
          .onConflictDoNothing()
          .returning({ opportunityId: savedSearchMatches.opportunityId });
  await tx
    .update(savedSearches)
    .set({ checkedUntil: now, nextDueAt: new Date(now.getTime() + FREQUENCY_MS[search.frequency]) })
    .where(eq(savedSearches.id, search.id));
  const freshIds = new Set(fresh.map((row) => row.opportunityId));
  const newMatches = matches.filter((match) => freshIds.has(match.id));
  if (newMatches.length === 0) return 0;
  await deliver(tx, options, search, newMatches);
  return newMatches.length;
}

async function deliver(tx: Db, options: AlertRunOptions, search: DueSearch, matches: SummaryRow[]) {
  const { links } = options;
  const prefix = search.userId ? `/${search.userRole === 'agency' ? 'agency' : 'freelancer'}` : '';
  const searchPath = `${prefix}/opportunities?${search.query}`;
  // Guests open listings under /freelancer/… too: the web app shows them the public detail there.
  const detailPath = (id: string) => `${prefix || '/freelancer'}/opportunities/${id}`;
  const count = matches.length;
  if (search.userId) {
    await createNotification(tx, {
      userId: search.userId,
      kind: 'saved-search.matches',
      title:
        count === 1
          ? 'A new opportunity matches your saved search'
          : `${count} new opportunities match your saved search`,
      body: `“${search.name}”: ${matches
        .slice(0, 3)
        .map((match) => match.title)
        .join(', ')}${count > 3 ? '…' : ''}`,
      link: searchPath,
    });
  }
  const to = search.userId ? (search.emailVerify ? search.email : null) : search.guestEmail;
  if (!to) return;
  const unsubscribe = unsubscribeLink(links, search);
  await enqueueMail(tx, {
    to,
    template: search.userId ? 'saved-search-alert' : 'guest-alert',
    headers: unsubscribeHeaders(unsubscribe),
    mail: savedSearchAlertMail({
      fullname: search.fullname,
      searchName: search.name,
      matches: matches
        .slice(0, MATCHES_MAILED)
        .map((match) => toAlertMatch(match, links.page(detailPath(match.id)))),
      moreCount: Math.max(0, count - MATCHES_MAILED),
      searchLink: links.page(searchPath),
      unsubscribeLink: unsubscribe,
    }),
  });
}

const money = new Intl.NumberFormat('en-US');
function toAlertMatch(match: SummaryRow, link: string): AlertMatch {
  const range =
    match.payMin === match.payMax
      ? `$${money.format(match.payMin)}`
      : `$${money.format(match.payMin)}–${money.format(match.payMax)}`;
  const per = match.payType === 'Monthly' ? ' a month' : match.payType === 'Hourly' ? ' an hour' : ' fixed';
  return {
    type: match.type,
    title: match.title,
    companyName: match.companyName,
    pay: `${range}${per}`,
    link,
  };
}
