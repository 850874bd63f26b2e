/**
 * The Drizzle schema, one file per area under db/schema/ (drizzle.config.ts and db/client.ts read
 * this file). Import tables and row types from here.
 */

export * from './schema/account-deletion.js';
export * from './schema/accounts.js';
export * from './schema/agency-bench.js';
export * from './schema/chat.js';
export type {
  BankDetail,
  BillingDetails,
  EducationEntry,
  LinkedProvider,
  StoredFileRef,
  WorkExperienceEntry,
} from './schema/common.js';
export * from './schema/data-exports.js';
export * from './schema/engagements.js';
export * from './schema/files.js';
export * from './schema/mail.js';
export * from './schema/notification-preferences.js';
export * from './schema/notifications.js';
export * from './schema/opportunities.js';
export * from './schema/portfolio.js';
export * from './schema/rewards.js';
export * from './schema/saved-searches.js';
export * from './schema/short-links.js';
export * from './schema/staff.js';
export * from './schema/talent-lists.js';
export * from './schema/talent-manager.js';
export * from './schema/track-records.js';
export * from './schema/two-factor.js';
export * from './schema/work-agreements.js';
export * from './schema-onboarding.js';
export * from './schema-operations.js';
export * from './schema-search.js';
