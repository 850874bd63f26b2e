import type { ProfileVisibility, TalentSearchFilters } from '@talentport/contract';
import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { createTalentVocabularies } from './core.js';
import { talentConditions } from './search-sql.js';

export type NewTalentWindow = {
  /** Profiles fresh strictly after this… */
  after: Date;
  /** …and at or before this are new. */
  upTo: Date;
  limit: number;
};

/** What an alert tells of a new person: the card's public fields only. */
export type NewTalentRow = {
  id: string;
  code: string;
  fullname: string;
  occupation: string;
  experienceLevel: string;
  hourlyRate: number;
  monthlyRate: number;
};

/**
 * Finds freelancers a saved talent search would show to a viewer who sees `levels` and who became
 * new to it inside a window (decision 114): listed (onboarded, not hidden) or changed on what the
 * search matches, per `users.talent_fresh_at`. The filters are the search's own (`talentConditions`,
 * with the same typo correction against the directory's words), so an alert never disagrees with
 * the search page; the window's index keeps the read to the few fresh profiles.
 */
export function createNewTalentFinder(db: Db) {
  const vocabularyFor = createTalentVocabularies(db);
  return async function findNewTalent(
    filters: TalentSearchFilters,
    window: NewTalentWindow,
    levels: readonly ProfileVisibility[],
  ): Promise<NewTalentRow[]> {
    const q = filters.jobName?.trim();
    const checked = q ? await vocabularyFor(levels).check(q) : { corrected: null, hasUnknownWord: false };
    const where = and(
      ...talentConditions(
        { ...filters, levels },
        { corrected: checked.corrected, fuzzy: checked.hasUnknownWord },
      ),
      gt(users.talentFreshAt, window.after),
      lte(users.talentFreshAt, window.upTo),
    );
    const rows = await db
      .select({
        id: users.id,
        code: users.code,
        fullname: users.fullname,
        occupation: users.occupation,
        experienceLevel: users.experienceLevel,
        hourlyRate: sql<number>`${users.hourlyRateValue}`,
        monthlyRate: sql<number>`${users.monthlyRateValue}`,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.talentFreshAt), asc(users.code))
      .limit(window.limit);
    return rows.map((row) => ({
      ...row,
      hourlyRate: Number(row.hourlyRate ?? 0),
      monthlyRate: Number(row.monthlyRate ?? 0),
    }));
  };
}
export type NewTalentFinder = ReturnType<typeof createNewTalentFinder>;
