import type { ProfileVisibility, RandomTopTalentQuery } from '@talentport/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CompanyRow, companies, profileHighlights, type UserRow, users } from '../../db/schema.js';
import { isHighlightedSql } from '../highlights/index.js';

/** Share of a sample reserved for highlighted freelancers, at most (decision 044). */
export const HIGHLIGHTED_SHARE = 1 / 3;
const MIN_DESCRIPTION_LENGTH = 20;

/** The query and the visibility levels the caller may see (decision 100; guests: public only). */
type SampleQuery = RandomTopTalentQuery & { levels: readonly ProfileVisibility[] };

/**
 * Who may appear: onboarded freelancers with a verified email (the partial indexes' predicate)
 * and a good profile: an occupation, at least one skill and a description of some substance;
 * and whom the caller may see.
 */
function eligibility(query: SampleQuery): SQL {
  const parts: SQL[] = [
    inArray(users.profileVisibility, [...query.levels]),
    sql`${users.userRole} = 'freelancer'`,
    sql`${users.isOnboard}`,
    sql`${users.emailVerify}`,
    sql`${users.occupation} <> ''`,
    sql`cardinality(${users.skills}) > 0`,
    sql`char_length(${users.describeYourself}) >= ${MIN_DESCRIPTION_LENGTH}`,
  ];
  if (query.occupation) parts.push(sql`${users.occupation} = ${query.occupation}`);
  if (query.expertise) parts.push(sql`${users.expertise} @> array[${query.expertise}]::text[]`);
  return sql.join(parts, sql` and `);
}

/**
 * `probes` random points in [0, 1): each takes the first eligible user at or after it on the
 * sample-key index, wrapping around to the start. Every probe is one short index walk, so the cost
 * does not grow with the table (no ORDER BY random() over it).
 */
async function probeSample(db: Db, query: SampleQuery, probes: number): Promise<string[]> {
  const where = eligibility(query);
  const result = (await db.execute(sql`
    with probes as materialized (select random() as k from generate_series(1, ${probes}))
    select pick.id from probes cross join lateral (
      select c.id from (
        (select ${users.id} as id, 0 as pass from ${users}
          where ${where} and ${users.sampleKey} >= probes.k order by ${users.sampleKey} limit 1)
        union all
        (select ${users.id} as id, 1 as pass from ${users}
          where ${where} order by ${users.sampleKey} limit 1)
      ) c order by c.pass limit 1
    ) pick`)) as unknown as { rows: { id: string }[] };
  // Both drivers (pg and PGlite) answer raw SQL with `rows`.
  return result.rows.map((row) => row.id);
}

/** Up to `limit` currently highlighted eligible freelancers, at random (the paid set is small). */
async function sampleHighlighted(db: Db, query: SampleQuery, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(profileHighlights)
    .innerJoin(users, eq(users.id, profileHighlights.userId))
    .where(and(sql`${profileHighlights.highlightedUntil} > now()`, eligibility(query)))
    .orderBy(sql`random()`)
    .limit(limit);
  return rows.map((row) => row.id);
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export type TopTalentRow = { user: UserRow; company: CompanyRow | null; isHighlighted: boolean };

/**
 * A random, fair sample of good freelancer profiles: up to a third highlighted ones (drawn among
 * the highlighted), the rest drawn among everyone eligible, in random order.
 */
export async function sampleTopTalent({
  db,
  query,
}: {
  db: Db;
  query: SampleQuery;
}): Promise<TopTalentRow[]> {
  const highlightedQuota = Math.ceil(query.count * HIGHLIGHTED_SHARE);
  const chosen = new Set(await sampleHighlighted(db, query, highlightedQuota));
  // Probes can land on the same person; a few rounds fill the sample unless too few are eligible.
  for (let round = 0; round < 3 && chosen.size < query.count; round++) {
    const missing = query.count - chosen.size;
    const found = await probeSample(db, query, missing * 2);
    if (found.length === 0) break;
    for (const id of found) {
      if (chosen.size >= query.count) break;
      chosen.add(id);
    }
  }
  if (chosen.size === 0) return [];
  const rows = await db
    .select({ user: users, company: companies, isHighlighted: isHighlightedSql(users.id) })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...chosen]));
  return shuffle(rows);
}
