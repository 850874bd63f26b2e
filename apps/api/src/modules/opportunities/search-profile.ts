import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities, users } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';

export type SearchProfile = {
  occupation: string;
  skills: string[];
  expertise: string[];
  workingMode: string;
  workload: string;
  monthlyRate: number;
  hourlyRate: number;
};

/** The profile of a signed-in freelancer or agency (the roles that search listings), else null. */
export async function findSearchProfile(db: Db, actor: Actor | null): Promise<SearchProfile | null> {
  if (!actor || (actor.userRole !== 'freelancer' && actor.userRole !== 'agency')) return null;
  const [row] = await db
    .select({
      occupation: users.occupation,
      skills: users.skills,
      expertise: users.expertise,
      workingMode: users.workingMode,
      workload: users.workLoad,
      monthlyRate: users.monthlyRate,
      hourlyRate: users.hourlyRate,
    })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!row) return null;
  return { ...row, monthlyRate: toRate(row.monthlyRate), hourlyRate: toRate(row.hourlyRate) };
}

function toRate(value: string): number {
  const rate = Number.parseInt(value, 10);
  return Number.isFinite(rate) && rate > 0 ? rate : 0;
}

function textArray(values: string[]): SQL {
  const list = values.length > 0 ? values : [''];
  return sql`array[${sql.join(
    list.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function shared(column: SQL | typeof opportunities.skills, values: string[]): SQL {
  return sql`cardinality(array(select unnest(${column}) intersect select unnest(${textArray(values)})))`;
}

/**
 * The profile-fit rule (decision 056), 0 to 14 points:
 * occupation = the listing's occupation 4; each shared skill 1 (at most 3); each shared expertise
 * area 1 (at most 2); same working mode 2; same workload 1; the profile's rate for the listing's pay
 * type (monthly or hourly) inside its pay range 2. Ties: newest first, then id.
 */
export function profileFit(profile: SearchProfile): SQL {
  const o = opportunities;
  return sql`(
    (case when ${o.occupation} = ${profile.occupation} then 4 else 0 end)
    + least(3, ${shared(o.skills, profile.skills)})
    + least(2, ${shared(sql`${o.expertise}`, profile.expertise)})
    + (case when ${o.workingMode} = ${profile.workingMode} then 2 else 0 end)
    + (case when ${o.workload} = ${profile.workload} then 1 else 0 end)
    + (case
        when ${o.payType} = 'Monthly' and ${profile.monthlyRate} > 0 and ${profile.monthlyRate} between ${o.payMin} and ${o.payMax} then 2
        when ${o.payType} = 'Hourly' and ${profile.hourlyRate} > 0 and ${profile.hourlyRate} between ${o.payMin} and ${o.payMax} then 2
        else 0 end)
  )`;
}
