import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Listed opportunities counted per filter combination (decision 055), kept by a trigger in the same
 * transaction as each listing change. `expertise` '' is the listing itself; one more row per area.
 * `deadline` 'infinity' when there is none, so a count only sums rows whose deadline has not passed.
 */
export const opportunityFacetCounts = pgTable(
  'opportunity_facet_counts',
  {
    type: text('type').notNull(),
    payType: text('pay_type').notNull(),
    expertise: text('expertise').notNull(),
    occupation: text('occupation').notNull(),
    workload: text('workload').notNull(),
    workingMode: text('working_mode').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'opportunity_facet_counts_pk',
      columns: [
        t.type,
        t.payType,
        t.expertise,
        t.occupation,
        t.workload,
        t.workingMode,
        t.yearsOfExperience,
        t.deadline,
      ],
    }),
  ],
);

/** Bumped by the listing trigger; every instance's search cache is keyed by it. */
export const searchVersions = pgTable('search_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
