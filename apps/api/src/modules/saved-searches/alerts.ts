import type { OpportunitySearchFilters } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedSearches, savedSearchMatches, users } from '../../db/schema.js';
import type { LinkBuilder } from '../../platform/links.js';
import { type AlertMatch, savedSearchAlertMail } from '../../platform/mail/alert-templates.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { createNotification } from '../../platform/notifications.js';
import type { NewMatchFinder, SummaryRow } from '../opportunities/index.js';
import type { NewTalentFinder } from '../talent/index.js';
import {
  type AlertTarget,
  type DueSearch,
  MATCHES_MAILED,
  mailRecipient,
  unsubscribeParts,
} from './alert-parts.js';
import { FREQUENCY_MS } from './query.js';
import { talentAlerts } from './talent-alerts.js';

/** Searches handled per run; the rest wait for the next run. */
const SEARCHES_PER_RUN = 200;
/** Matches read per search and window; the mail lists the first few (MATCHES_MAILED). */
const MATCHES_READ = 100;

export type AlertRunOptions = {
  db: Db;
  links: LinkBuilder;
  findNewMatches: NewMatchFinder;
  /** Talent searches' matches (decision 114). */
  findNewTalent: NewTalentFinder;
  /** The end of this run's window: injected so tests control time. */
  now?: Date;
  /** Told after the commit, for each account that got a notification. */
  onNotified?: (userId: string) => void;
};

/**
 * One run of the alert job (decisions 108 and 114): every confirmed search whose frequency allows a
 * mail now is checked for what is new to it since its last check (listings published; people who
 * became findable or changed, decision 114). New matches (each once per search) become one mail and one notification; the window then moves on to `now`. Each search is
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
    const found =
      search.target === 'talent'
        ? await checkOne(db, talentAlerts(options), search, now)
        : await checkOne(db, opportunityAlerts(options), search, now);
    if (found === 0) continue;
    alerted += 1;
    if (search.userId) options.onNotified?.(search.userId);
  }
  return alerted;
}

/** Reads one search's matches, then claims it and alerts; answers how many new matches it sent. */
async function checkOne<M extends { id: string }>(
  db: Db,
  target: AlertTarget<M>,
  search: DueSearch,
  now: Date,
): Promise<number> {
  // Matches are read before the transaction (the search core reads through its own handle);
  // the claim below only succeeds if nobody moved this search's window meanwhile.
  const matches = await target.find(search, now, MATCHES_READ);
  return db.transaction(async (tx) => {
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
    return claimed ? alertOne(tx, target, search, matches, now) : 0;
  });
}

const dueColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  guestEmail: savedSearches.guestEmail,
  name: savedSearches.name,
  target: savedSearches.target,
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

/** Checks one claimed search inside its transaction; answers how many new matches it alerted. */
async function alertOne<M extends { id: string }>(
  tx: Db,
  target: AlertTarget<M>,
  search: DueSearch,
  matches: M[],
  now: Date,
): Promise<number> {
  const freshIds = matches.length === 0 ? new Set<string>() : await target.record(tx, search, matches, now);
  await tx
    .update(savedSearches)
    .set({ checkedUntil: now, nextDueAt: new Date(now.getTime() + FREQUENCY_MS[search.frequency]) })
    .where(eq(savedSearches.id, search.id));
  const newMatches = matches.filter((match) => freshIds.has(match.id));
  if (newMatches.length === 0) return 0;
  await target.deliver(tx, search, newMatches);
  return newMatches.length;
}

/** Opportunity searches (decision 108): listings published in the window. */
function opportunityAlerts(options: AlertRunOptions): AlertTarget<SummaryRow> {
  return {
    find: (search, now, limit) =>
      options.findNewMatches(
        search.filters as OpportunitySearchFilters,
        { after: search.checkedUntil, upTo: now, limit },
        search.userRole === 'agency' ? { excludeCompanyId: search.companyId } : {},
      ),
    record: async (tx, search, matches, now) => {
      const fresh = await tx
        .insert(savedSearchMatches)
        .values(matches.map((match) => ({ searchId: search.id, opportunityId: match.id, alertedAt: now })))
        .onConflictDoNothing()
        .returning({ opportunityId: savedSearchMatches.opportunityId });
      return new Set(fresh.map((row) => row.opportunityId));
    },
    deliver: (tx, search, matches) => deliver(tx, options, search, matches),
  };
}

async function deliver(tx: Db, options: AlertRunOptions, search: DueSearch, matches: SummaryRow[]) {
  const { links } = options;
  const area = search.userId ? (search.userRole === 'agency' ? paths.agency : paths.freelancer) : null;
  const searchPath = (area ?? paths.guest).opportunities.getHref(search.query);
  // Guests open listings under /freelancer/… too: the web app shows them the public detail there.
  const detailPath = (id: string) => (area ?? paths.freelancer).opportunity.getHref({ opportunityId: id });
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
  const to = mailRecipient(search);
  if (!to) return;
  const { link: unsubscribe, headers } = unsubscribeParts(links, search);
  await enqueueMail(tx, {
    to,
    template: search.userId ? 'saved-search-alert' : 'guest-alert',
    headers,
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
