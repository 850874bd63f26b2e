import type { TalentSearchFilters } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { savedSearchTalentMatches } from '../../db/schema.js';
import type { LinkBuilder } from '../../platform/links.js';
import { savedTalentAlertMail } from '../../platform/mail/alert-templates.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { createNotification } from '../../platform/notifications.js';
import { visibleLevels } from '../../policies/index.js';
import type { NewTalentFinder, NewTalentRow } from '../talent/index.js';
import { type AlertTarget, MATCHES_MAILED, mailRecipient, unsubscribeParts } from './alert-parts.js';

/**
 * A profile's `talent_fresh_at` is its transaction's start: a change committed a little after a run
 * read its window may carry a time inside that window. Each window so reaches back this far (never
 * before the save); `saved_search_talent_matches` keeps anyone from alerting twice.
 */
export const TALENT_WINDOW_OVERLAP_MS = 5 * 60_000;

const HIRERS = new Set(['employer', 'agency']);

/** Talent searches (decision 114): people who became new to the search in its window. */
export function talentAlerts(options: {
  links: LinkBuilder;
  findNewTalent: NewTalentFinder;
}): AlertTarget<NewTalentRow> {
  return {
    find: async (search, now, limit) => {
      // Only a hirer's search alerts, with what that hirer may see (canSeeTalent's levels).
      if (!search.userId || !HIRERS.has(search.userRole ?? '')) return [];
      const levels = visibleLevels({ userId: search.userId, userRole: search.userRole as 'employer' });
      const after = new Date(
        Math.max(search.createdAt.getTime(), search.checkedUntil.getTime() - TALENT_WINDOW_OVERLAP_MS),
      );
      return options.findNewTalent(
        search.filters as TalentSearchFilters,
        { after, upTo: now, limit },
        levels,
      );
    },
    record: async (tx, search, matches, now) => {
      const fresh = await tx
        .insert(savedSearchTalentMatches)
        .values(matches.map((match) => ({ searchId: search.id, userId: match.id, alertedAt: now })))
        .onConflictDoNothing()
        .returning({ userId: savedSearchTalentMatches.userId });
      return new Set(fresh.map((row) => row.userId));
    },
    deliver: async (tx, search, matches) => {
      if (!search.userId) return;
      const { links } = options;
      const role = search.userRole === 'agency' ? 'agency' : 'employer';
      const searchPath = paths.role.talent.getHref({ role }, search.query);
      const count = matches.length;
      await createNotification(tx, {
        userId: search.userId,
        kind: 'saved-search.talent-matches',
        title:
          count === 1
            ? 'A new freelancer matches your saved talent search'
            : `${count} new freelancers match your saved talent search`,
        body: `“${search.name}”: ${matches
          .slice(0, 3)
          .map((match) => match.fullname)
          .join(', ')}${count > 3 ? '…' : ''}`,
        link: searchPath,
      });
      const to = mailRecipient(search);
      if (!to) return;
      const unsubscribe = unsubscribeParts(links, search);
      await enqueueMail(tx, {
        to,
        template: 'saved-talent-alert',
        headers: unsubscribe.headers,
        mail: savedTalentAlertMail({
          fullname: search.fullname,
          searchName: search.name,
          matches: matches.slice(0, MATCHES_MAILED).map((match) => ({
            fullname: match.fullname,
            summary: summaryOf(match),
            link: links.page(paths.role.talentProfile.getHref({ role, code: match.code })),
          })),
          moreCount: Math.max(0, count - MATCHES_MAILED),
          searchLink: links.page(searchPath),
          unsubscribeLink: unsubscribe.link,
        }),
      });
    },
  };
}

const money = new Intl.NumberFormat('en-US');
/** "Web developer · Senior · $40 an hour": what the card shows at a glance. */
function summaryOf(
  match: Pick<NewTalentRow, 'occupation' | 'experienceLevel' | 'hourlyRate' | 'monthlyRate'>,
) {
  const rates = [
    match.hourlyRate > 0 ? `$${money.format(match.hourlyRate)} an hour` : null,
    match.monthlyRate > 0 ? `$${money.format(match.monthlyRate)} a month` : null,
  ].filter(Boolean);
  return [match.occupation, match.experienceLevel, ...rates].filter(Boolean).join(' · ');
}
