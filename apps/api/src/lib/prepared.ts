import type { Db } from '../db/client';
import { isReadOnlySql, pgliteTrackingOf, ReadCache } from '../db/read-cache';

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

type QueryFn = (query: string, params?: unknown[], options?: unknown) => Promise<unknown>;

/** The parts of Drizzle's PGlite prepared query this file relies on (see serverSidePrepare). */
interface PglitePrepared {
  queryString: string;
  client: { query: QueryFn; exec(query: string): Promise<unknown> };
}

function isPglitePrepared(query: unknown): query is PglitePrepared {
  const q = query as Partial<PglitePrepared>;
  return typeof q.queryString === 'string' && !!q.client && !!pgliteTrackingOf(q.client);
}

/** A parameter as an SQL literal for EXECUTE, which takes no bind parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (text.includes('\0')) throw new Error('NUL in a query parameter');
  // standard_conforming_strings is on: only the quote needs doubling.
  return `'${text.replaceAll("'", "''")}'`;
}

/** Drizzle reads only `rows` of a prepared select's result; only they are kept. */
type Rows = { rows: unknown[] };

/**
 * Drizzle's PGlite driver sends every execution as a fresh parametrised query, so PostgreSQL
 * plans it again each time, which is most of the cost of a hot query there. This prepares it
 * once in the session (PGlite has exactly one connection) and runs each execution as an
 * EXECUTE of that plan; the rows, and Drizzle's mapping of them, are unchanged.
 * A read-only statement's rows are also reused until the next write (db/read-cache).
 */
function serverSidePrepare<Q extends Executable>(name: string, query: Q & PglitePrepared): Q {
  const { client, queryString } = query;
  const tracking = pgliteTrackingOf(client)!;
  const reads =
    tracking.cacheReads && isReadOnlySql(queryString)
      ? new ReadCache<Rows>(tracking.clock)
      : undefined;
  let ready: Promise<unknown> | undefined;
  query.client = {
    exec: (sql) => client.exec(sql),
    async query(sql, params = [], options) {
      if (sql !== queryString) return client.query(sql, params, options);
      ready ??= client.exec(`prepare ${name} as ${queryString}`);
      await ready;
      // EXECUTE of a statement without parameters takes no parentheses: `name()` is an error.
      const execute =
        params.length === 0
          ? `execute ${name}`
          : `execute ${name}(${params.map(literal).join(', ')})`;
      if (!reads) return client.query(execute, [], options);
      return reads.get(execute, async () => {
        const { rows } = await tracking.read(execute, [], options as never);
        return { rows };
      });
    },
  };
  return query;
}

/**
 * A prepared statement per database, built on first use. The hot queries of every request
 * (the session, the admin's screen data) are prepared so neither Drizzle nor PostgreSQL
 * rebuilds and re-plans them each time (node-postgres prepares named queries on the server
 * itself); on PGlite their results are also reused until the next write.
 * `build` must call `.prepare(name)` with this name.
 */
export function preparedPerDb<Q extends Executable>(
  name: string,
  build: (db: Db, name: string) => Q,
): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      const query = build(db, name);
      prepared = isPglitePrepared(query) ? serverSidePrepare(name, query) : query;
      cache.set(db, prepared);
    }
    return prepared;
  };
}
