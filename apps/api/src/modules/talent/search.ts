import type { TalentSearchQuery } from '@talentport/contract';
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idIn, inIdOrder } from '../../db/id-list.js';
import { preparedPerDb } from '../../db/prepared.js';
import { profileHighlights, users } from '../../db/schema.js';
import { type FacetedIndex, RoaringBitmap32, release } from '../../platform/search-index/index.js';
import { HIGHLIGHT_BOOST, isHighlightedSql, rankWithHighlight } from '../highlights/index.js';
import { orderOf } from './search-index.js';
import { type KeywordContext, keywordOf, relevanceOf, talentCardColumns } from './search-sql.js';

/** "Best match" with a keyword ranks this many candidates (in quality order) plus the highlighted matches. */
export const RANKED_CANDIDATES = 300;

export type TalentRow = {
  [K in keyof typeof talentCardColumns]: K extends 'headlineSource' | 'hourlyRate' | 'monthlyRate'
    ? K extends 'headlineSource'
      ? string
      : number
    : (typeof users.$inferSelect)[K extends keyof typeof users.$inferSelect ? K : never];
} & { isHighlighted: boolean };

export type TalentSearchAnswer = { rows: TalentRow[]; total: number; isTotalExact: boolean };

function selectCards(db: Db) {
  return db.select({ ...talentCardColumns, isHighlighted: isHighlightedSql(users.id) }).from(users);
}

/** The cards of some ids (`ids`: one uuid[] parameter, decision 136), prepared (decision 137). */
const cardsOf = preparedPerDb((db) =>
  selectCards(db)
    .where(idIn(users.id, sql.placeholder('ids')))
    .prepare('talentport_talent_cards'),
);

/** The cards of these ids, in this order. */
async function cardsInOrder(db: Db, ids: readonly string[]): Promise<TalentRow[]> {
  if (ids.length === 0) return [];
  const rows = (await cardsOf(db).execute({ ids })) as TalentRow[];
  return inIdOrder(rows, ids);
}

/**
 * The slots of the profiles highlighted now (decision 040), read at most once a second and again
 * after this instance's own write or a change of the index (decision 133): every "Best match" page
 * needs them, and they were one read of every highlight per page.
 */
export function highlightedSlots(db: Db, index: FacetedIndex, writes: () => number) {
  let kept: { key: string; slots: Promise<RoaringBitmap32> } | null = null;
  return (): Promise<RoaringBitmap32> => {
    const key = `${index.version}:${writes()}:${Math.floor(Date.now() / 1_000)}`;
    if (kept?.key !== key) {
      const slots = db
        .select({ id: profileHighlights.userId })
        .from(profileHighlights)
        .where(gt(profileHighlights.highlightedUntil, sql`now()`))
        .then((rows) => index.slotsOf(rows.map((row) => row.id)));
      slots.catch(() => {
        if (kept?.slots === slots) kept = null;
      });
      kept = { key, slots };
    }
    return kept.slots;
  };
}

/**
 * A page of freelancers (decision 099 over the index of decision 125). The total is exact (the
 * matches' bitmap). Sorts read the page's ids from the index's stored order. "Best match" ranks by
 * relevance + 0.25 while highlighted (decision 040): without a keyword the relevance is the
 * quality, and the index ranks (decision 136); with one PostgreSQL ranks the first RANKED_CANDIDATES
 * in quality order plus every highlighted match, and pages past the candidates are in quality order.
 */
export async function searchTalent(
  db: Db,
  index: FacetedIndex,
  matches: RoaringBitmap32,
  query: TalentSearchQuery,
  keyword: KeywordContext,
  highlighted: () => Promise<RoaringBitmap32>,
): Promise<TalentSearchAnswer> {
  const total = matches.size;
  const offset = (query.page - 1) * query.recordPerPage;
  const answer = (rows: TalentRow[]) => ({ rows, total, isTotalExact: true });
  if (total <= offset) return answer([]);
  const isExact = !keywordOf(query);
  if (query.sort !== 'bestMatch' || (!isExact && offset >= RANKED_CANDIDATES)) {
    const order = orderOf(query.sort, query.payType);
    return answer(await cardsInOrder(db, index.page(matches, order, offset, query.recordPerPage)));
  }
  if (isExact) {
    // Quality plus the highlight's boost, ranked in the index (the same order as the SQL below).
    const ids = index.pageRaised(
      matches,
      'bestMatch',
      await highlighted(),
      HIGHLIGHT_BOOST,
      offset,
      query.recordPerPage,
    );
    return answer(await cardsInOrder(db, ids));
  }
  const candidates = new Set(index.page(matches, 'bestMatch', 0, RANKED_CANDIDATES));
  const matching = RoaringBitmap32.and(await highlighted(), matches);
  for (const slot of matching) candidates.add(index.idOf(slot));
  release([matching]);
  const rank = rankWithHighlight(relevanceOf(query, keyword), users.id);
  // Ids ranked first, then the page's cards: ranking whole cards read every candidate's card.
  const ranked = await db
    .select({ id: users.id })
    .from(users)
    .where(idIn(users.id, [...candidates]))
    .orderBy(sql`${rank} desc`, sql`${users.code}`)
    .limit(query.recordPerPage)
    .offset(offset);
  return answer(
    await cardsInOrder(
      db,
      ranked.map((row) => row.id),
    ),
  );
}
