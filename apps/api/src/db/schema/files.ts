import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';

/**
 * Uploaded files. Bytes live on disk under DATA_DIR/uploads as `stored_name` (generated here);
 * `ref_type` + `ref_code` say what the file belongs to: a user's or a company's avatar, a resume.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    refType: text('ref_type')
      .$type<'avatar' | 'resume' | 'chat-attachment' | 'attachment' | 'portfolio-image'>()
      .notNull(),
    refCode: text('ref_code').notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_stored_name_key').on(t.storedName),
    index('files_ref_idx').on(t.refCode, t.refType),
    check(
      'files_ref_type_check',
      sql`${t.refType} in ('avatar', 'resume', 'chat-attachment', 'attachment', 'portfolio-image')`,
    ),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);

export type FileRow = typeof files.$inferSelect;
