import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which page of a list the client asks for (1-based), as every list query of the contract has it. */
export type Paging = { page: number; recordPerPage: number };

/**
 * One page of rows and the total count, queried together. `rows` is the list query without its
 * window (call `.$dynamic()` on it); the page's LIMIT and OFFSET are added here.
 */
export async function fetchPage<T extends PgSelect>(
  paging: Paging,
  rows: T,
  total: PromiseLike<{ total: number }[]>,
) {
  const [pageRows, [totalRow]] = await Promise.all([
    rows.limit(paging.recordPerPage).offset((paging.page - 1) * paging.recordPerPage),
    total,
  ]);
  return { rows: pageRows as Awaited<T>, total: Number(totalRow?.total ?? 0) };
}
