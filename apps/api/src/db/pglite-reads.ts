import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * Reuse of hot read results on embedded PGlite.
 *
 * PGlite runs PostgreSQL inside this process, one statement at a time, and no other process
 * can open its files while we hold them. Every change to the data therefore passes through
 * this one client object. `trackWrites` counts those changes on a clock; a result read while
 * the clock stood still is exactly what the database would answer again, so `ReadCache` hands
 * it back without asking. Any write, to any table, invalidates every cached read: coarse, but
 * correct without knowing which tables a query touches (subqueries included).
 *
 * PostgreSQL servers are shared between processes, so none of this applies to them.
 */
export class WriteClock {
  #ticks = 0;

  get now(): number {
    return this.#ticks;
  }

  tick(): void {
    this.#ticks++;
  }
}

type RawQuery = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

interface Tracking {
  clock: WriteClock;
  /** The client's own `query`, for reads that must not count as writes. */
  read: RawQuery;
}

const tracked = new WeakMap<object, Tracking>();

/** A statement that can only read: a plain SELECT. Everything else counts as a write. */
export function isReadOnlySql(sql: string): boolean {
  return /^\s*\(?\s*select\b/i.test(sql);
}

/**
 * Counts every statement that may change data, before it is sent and again when it ends, so
 * a read that overlaps a write in any order is never reused. Transactions count as writes.
 */
export function trackWrites(client: PGlite): WriteClock {
  const clock = new WriteClock();
  const query = client.query.bind(client) as RawQuery;
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const asWrite = async <T>(run: () => Promise<T>): Promise<T> => {
    clock.tick();
    try {
      return await run();
    } finally {
      clock.tick();
    }
  };
  const wrapped: RawQuery = (sql, params, options) =>
    isReadOnlySql(sql) ? query(sql, params, options) : asWrite(() => query(sql, params, options));
  client.query = wrapped as PGlite['query'];
  client.exec = (sql, options) => asWrite(() => exec(sql, options));
  client.transaction = (callback) => asWrite(() => transaction(callback));
  tracked.set(client, { clock, read: query });
  return clock;
}

/** The write tracking of a PGlite client, if `trackWrites` was applied to it. */
export function trackingOf(client: object): Tracking | undefined {
  return tracked.get(client);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Results of one read-only statement by their exact SQL text, valid while the clock stands
 * still. Cached results are frozen: callers share them and must map rather than mutate.
 */
export class ReadCache<R extends object> {
  #entries = new Map<string, R>();
  #validAt = -1;

  constructor(
    private readonly clock: WriteClock,
    private readonly limit = 1000,
  ) {}

  async get(key: string, read: () => Promise<R>): Promise<R> {
    const now = this.clock.now;
    if (this.#validAt !== now) {
      this.#entries.clear();
      this.#validAt = now;
    }
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const value = await read();
    // Kept only if nothing was written while it was read.
    if (this.clock.now === now && this.#validAt === now) {
      if (this.#entries.size >= this.limit) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(key, deepFreeze(value));
    }
    return value;
  }
}
