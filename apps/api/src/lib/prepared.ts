import type { Db } from '../db/client';

/**
 * A prepared statement per database, built on first use. The hot queries of every request
 * (the session, the admin's screen data) are prepared so neither Drizzle nor PostgreSQL
 * rebuilds and re-plans them each time.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
