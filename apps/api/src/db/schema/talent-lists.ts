import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { timestamps } from './common.js';

/** A company's named shortlist of freelancers, shared by its team (decision 102). */
export const talentLists = pgTable(
  'talent_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('talent_lists_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('talent_lists_company_idx').on(t.companyId, t.updatedAt.desc()),
    check('talent_lists_name_check', sql`char_length(${t.name}) BETWEEN 1 AND 80`),
  ],
);

/** A freelancer on a list, with the team's private note. */
export const talentListEntries = pgTable(
  'talent_list_entries',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => talentLists.id, { onDelete: 'cascade' }),
    freelancerUserId: uuid('freelancer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'talent_list_entries_pkey', columns: [t.listId, t.freelancerUserId] }),
    index('talent_list_entries_list_idx').on(t.listId, t.createdAt.desc()),
    index('talent_list_entries_freelancer_idx').on(t.freelancerUserId),
    check('talent_list_entries_note_check', sql`char_length(${t.note}) <= 2000`),
  ],
);

export type TalentListRow = typeof talentLists.$inferSelect;
export type TalentListEntryRow = typeof talentListEntries.$inferSelect;
