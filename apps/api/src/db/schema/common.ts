import { getTableColumns, type Table } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export type StoredFileRef = { _id: string; name: string; url: string; mimeType: string; size: number };
export type WorkExperienceEntry = {
  company: string;
  title: string;
  from?: string;
  to?: string;
  description?: string;
};
export type EducationEntry = { school: string; degree?: string; from?: string; to?: string };
export type LinkedProvider = { provider: 'google' | 'linkedin'; linkedAt: string };
export type BankDetail = { accountHolder: string; bankAccountNo: string; bankName: string; city: string };
/** Printed on invoices (decision 122): legal name, billing address, ISO country, tax id. */
export type BillingDetails = {
  legalName?: string;
  billingAddress?: string;
  country?: string;
  taxId?: string;
};

/** created_at and updated_at, on most tables. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A table's columns for `select(…)`, without the named ones (large derived columns only search reads). */
export function columnsWithout<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  omitted: readonly K[],
): Omit<T['_']['columns'], K> {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  for (const key of omitted) delete columns[key];
  return columns as Omit<T['_']['columns'], K>;
}
