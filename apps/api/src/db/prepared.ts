import type { Db } from './client.js';

/**
 * A statement prepared once per database object (decision 137): drizzle builds its text once and,
 * on PostgreSQL, each connection parses and plans it once (a named statement). For the few
 * statements every view runs: the session lookup, the search pages' cards.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
