import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/** The onboarding wizard's form, saved at each step until onboarding completes (decision 063). */
export const onboardingDrafts = pgTable('onboarding_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStep: integer('current_step').notNull(),
  processedStep: integer('processed_step').notNull(),
  referrerEmail: text('referrer_email').notNull().default(''),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
