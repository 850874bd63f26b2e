import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * A keyword as search matches it (decisions 056, 125): its words, their typo correction, and its
 * unknown words as prefixes (`prefixQueryOf`), each null when absent.
 */
export type KeywordForms = { words: string; corrected: string | null; prefix: string | null };

/**
 * PostgreSQL's reading of a keyword's forms as text search queries, printed
 * (`websearch_to_tsquery('english', …)` for the words and the correction, `to_tsquery('simple', …)`
 * for the prefixes): the same parser, stemmer and stop words as the stored tsvectors. No table is
 * read. An absent form is null; a form of stop words only is '' (it matches nothing).
 */
export async function readTsQueries(db: Db, forms: KeywordForms): Promise<(string | null)[]> {
  const result = (await db.execute(
    sql`select websearch_to_tsquery('english', ${forms.words})::text as words,
      websearch_to_tsquery('english', ${forms.corrected ?? ''})::text as corrected,
      to_tsquery('simple', ${forms.prefix ?? ''})::text as prefix`,
  )) as unknown as { rows: { words: string; corrected: string; prefix: string }[] };
  const row = result.rows[0];
  if (!row) throw new Error('PostgreSQL did not read the keyword.');
  return [
    row.words,
    forms.corrected === null ? null : row.corrected,
    forms.prefix === null ? null : row.prefix,
  ];
}
