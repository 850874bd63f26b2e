import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idIn } from '../../db/id-list.js';
import { companies, users } from '../../db/schema.js';
import {
  type FacetedIndex,
  type IndexDoc,
  type IndexSource,
  inKeyRange,
  listField,
  listOf,
  RoaringBitmap32,
  readTextRecords,
} from '../../platform/search-index/index.js';

/**
 * Listed agencies as the search index holds them (decision 146): no filter but the keyword (their
 * lexemes, in the term index), and one stored order, the Agency tab's (rating, then reviews, then
 * code, as decision 139's SQL and migration 0052's index order them).
 */
export const AGENCY_INDEX = {
  dimensions: [],
  numbers: ['rating', 'numberOfRate'],
  ranges: [],
  orders: {
    rating: {
      keys: [
        { field: 'rating', desc: true },
        { field: 'numberOfRate', desc: true },
      ],
      tieDesc: false,
    },
  },
} as const;

/** The agency's text search vector (migration 0051), outside the Drizzle table so no company read carries it. */
export const agencyText = sql`"companies"."agency_tsv"`;

/** An agency's page is public when it is a company of agency role whose owner is onboarded (joined as `users`). */
export const isListedAgency = and(eq(companies.role, 'agency'), eq(users.isOnboard, true)) as SQL;

/** Companies joined with their owners, the rows an agency card and its listing read. */
export const agenciesWithOwners = sql`${companies} inner join ${users} on ${users.id} = ${companies.ownerUserId}`;

const FIELDS = [
  companies.id,
  companies.code,
  companies.rating,
  companies.numberOfRate,
  listField(sql`tsvector_to_array(${agencyText})`),
].map((field) => sql`${field}`);

function toDoc(f: string[]): IndexDoc {
  const [id, code, rating, numberOfRate, terms] = f;
  return {
    id: id as string,
    tie: code as string,
    values: {},
    numbers: { rating: Number(rating), numberOfRate: Number(numberOfRate) },
    terms: listOf(terms),
  };
}

const read = (db: Db, where: SQL | undefined, limit?: number) =>
  readTextRecords(db, {
    fields: FIELDS,
    from: agenciesWithOwners,
    where,
    key: sql`${companies.code}`,
    limit,
  });

export const agencySource: IndexSource = {
  kind: 'agencies',
  schema: AGENCY_INDEX,
  hasTerms: true,
  // In code order, the order's tie.
  cursor: 'tie',
  async readBatch(db, afterCode, limit, upTo) {
    return (await read(db, and(isListedAgency, inKeyRange(companies.code, afterCode, upTo)), limit)).map(
      toDoc,
    );
  },
  async readIds(db, ids) {
    if (ids.length === 0) return [];
    return (await read(db, and(isListedAgency, idIn(companies.id, ids)))).map(toDoc);
  },
};

/**
 * The listed agencies matching the keyword's bitmap (null: every listed agency), and whether the
 * caller must `release` it (the index's own bitmap is not to be freed).
 */
export function agencyMatches(
  index: FacetedIndex,
  keyword: RoaringBitmap32 | null,
): { matches: RoaringBitmap32; isMade: boolean } {
  if (!keyword) return { matches: index.listed(), isMade: false };
  return { matches: RoaringBitmap32.and(index.listed(), keyword), isMade: true };
}

/** How many listed agencies match the keyword's bitmap (null: how many are listed). */
export function agencyCountOf(index: FacetedIndex, keyword: RoaringBitmap32 | null): number {
  const listed = index.listed();
  return keyword ? listed.andCardinality(keyword) : listed.size;
}
