import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Between the values of a list inside one field (e.g. a document's lexemes). */
export const LIST_SEPARATOR = '\u001d';
const FIELD_SEPARATOR = '\u001f';
const RECORD_SEPARATOR = '\u001e';

/** A list column as one field of a text record. */
export function listField(column: SQL | unknown): SQL {
  return sql`array_to_string(${column}, chr(29))`;
}

/** A field holding a list (`listField`), split again ('' is the empty list). */
export function listOf(field: string | undefined): string[] {
  return field ? field.split(LIST_SEPARATOR) : [];
}

/**
 * Documents read for the search index as one text per statement (decision 133): each document a
 * record of its `fields` as text ('' for null), in `key` order, at most `limit`. A common build
 * reads millions of rows; one row object each (and the driver's parsing of arrays, JSON and dates)
 * was most of the build's time and of its peak memory. The same on PostgreSQL and PGlite.
 */
export async function readTextRecords(
  db: Db,
  query: { fields: readonly SQL[]; from: SQL; where: SQL | undefined; key: SQL; limit?: number },
): Promise<string[][]> {
  const fields = sql.join(
    query.fields.map((field) => sql`coalesce((${field})::text, '')`),
    sql`, `,
  );
  const limit = query.limit === undefined ? sql`` : sql` limit ${query.limit}`;
  const where = query.where ? sql` where ${query.where}` : sql``;
  const result = (await db.execute(
    sql`select string_agg(r, chr(30) order by k) as records from (select ${query.key} as k, concat_ws(chr(31), ${fields}) as r from ${query.from}${where} order by ${query.key}${limit}) s`,
  )) as unknown as { rows: { records: string | null }[] };
  const records = result.rows[0]?.records;
  if (!records) return [];
  return records.split(RECORD_SEPARATOR).map((record) => record.split(FIELD_SEPARATOR));
}

/** A build's key range: after `after` (excluded) and up to `upTo` (included); null leaves that side open. */
export function inKeyRange(key: SQL | unknown, after: string | null, upTo: string | null | undefined): SQL {
  const from = after === null ? sql`true` : sql`${key} > ${after}`;
  return upTo == null ? from : sql`${from} and ${key} <= ${upTo}`;
}

/** How `splitKeys` samples: the share of pages read (%), and the fewest rows worth splitting. */
export type SplitSample = { percent?: number; minSampled?: number };

/** A table is read in several key ranges at once when a 1 % sample of it holds this many rows. */
const SPLIT_FROM_SAMPLED = 2_000;

/**
 * Keys cutting the rows of `from` (with `where`) into `parts` ranges of about the same size, in key
 * order, from a sample of its pages (1 %: a few milliseconds on millions of rows): a build reads the
 * ranges at once, so that PostgreSQL uses every core (decision 140). None when the sample holds
 * fewer than `minSampled` rows: the table is too small to gain.
 */
export async function splitKeys(
  db: Db,
  query: { from: SQL; where: SQL | undefined; key: SQL },
  parts: number,
  { percent = 1, minSampled = SPLIT_FROM_SAMPLED }: SplitSample = {},
): Promise<string[]> {
  if (parts < 2) return [];
  const fractions = Array.from({ length: parts - 1 }, (_, i) => (i + 1) / parts);
  const quantiles = sql`percentile_disc(${sql.raw(`array[${fractions.join(',')}]::float8[]`)}) within group (order by k)`;
  const where = query.where ? sql` where ${query.where}` : sql``;
  const sample = sql`${query.from} tablesample system (${sql.raw(String(Number(percent)))})`;
  const result = (await db.execute(
    sql`select count(*)::int as sampled, array_to_string((${quantiles})::text[], chr(30)) as keys from (select ${query.key} as k from ${sample}${where}) s`,
  )) as unknown as { rows: { sampled: number; keys: string | null }[] };
  const row = result.rows[0];
  if (!row?.keys || row.sampled < minSampled) return [];
  return [...new Set(row.keys.split(RECORD_SEPARATOR))];
}

/**
 * V8 copies a substring shorter than this (its `SlicedString::kMinLength`) instead of pointing
 * into the whole string: such a part of a batch's text already holds only its own characters.
 */
const SLICED_FROM = 13;

/**
 * A copy of a string that holds only its own characters. Strings split from a batch's text are
 * slices of it: one kept in the index would keep the whole batch's text alive (decision 133).
 * Short ones are copies already (codes, most words): copying them again was 6 % of a build (decision 140).
 */
export function ownCopy(text: string): string {
  return text.length < SLICED_FROM ? text : Buffer.from(text, 'utf8').toString('utf8');
}
