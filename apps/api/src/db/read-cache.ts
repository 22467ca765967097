import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * Reuse of hot read results (the session behind a token, the admin's screen data) on PGlite,
 * until the data changes.
 *
 * PGlite runs inside this process and no other process can open its files while we hold
 * them, so every write there is one this process sends. Each PGlite handle has a `WriteClock`
 * that moves before and after every statement that may write; a read's result is kept only
 * if the clock did not move while it was read, and reused only while the clock still shows
 * that time. Any write, to any table, drops every kept result: coarse, but correct without
 * knowing which tables a query touches.
 *
 * PostgreSQL has no such cache: other processes write there, and knowing about their writes
 * at once would take a second source of truth (see docs/decisions.md, "Hot reads").
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

/** A statement that can only read: a plain SELECT. Everything else counts as a write. */
export function isReadOnlySql(sql: string): boolean {
  return /^\s*\(?\s*select\b/i.test(sql);
}

async function asWrite<T>(clock: WriteClock, run: () => Promise<T>): Promise<T> {
  clock.tick();
  try {
    return await run();
  } finally {
    clock.tick();
  }
}

type PgliteQuery = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

interface Tracking {
  clock: WriteClock;
  /** Whether prepared reads keep their results (PGLITE_READ_CACHE); off, every read runs. */
  cacheReads: boolean;
  /** The driver's own query function, for reads that must not count as writes. */
  read: PgliteQuery;
}

const pglites = new WeakMap<object, Tracking>();

/**
 * Counts the writes sent through a PGlite client. Transactions count as writes. With
 * `cacheReads` false the count still runs but no read result is kept (the bench measures both).
 */
export function trackPgliteWrites(client: PGlite, cacheReads = true): WriteClock {
  const clock = new WriteClock();
  const query = client.query.bind(client) as PgliteQuery;
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const tracked: PgliteQuery = (sql, params, options) =>
    isReadOnlySql(sql) ? query(sql, params, options) : asWrite(clock, () => query(sql, params, options));
  client.query = tracked as PGlite['query'];
  client.exec = (sql, options) => asWrite(clock, () => exec(sql, options));
  client.transaction = (callback) => asWrite(clock, () => transaction(callback));
  pglites.set(client, { clock, cacheReads, read: query });
  return clock;
}

export function pgliteTrackingOf(client: object): Tracking | undefined {
  return pglites.get(client);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** What one kept result is reckoned to weigh: its JSON size, the bulk of its strings. */
function approximateBytes(value: unknown): number {
  return 2 * (JSON.stringify(value)?.length ?? 0);
}

/**
 * Results of one read-only statement by their parameters, valid while the clock stands
 * still, and bounded in bytes: the oldest results go first when a new one would pass the
 * budget, and a result larger than the whole budget is not kept. Kept results are frozen:
 * callers share them and must map rather than mutate.
 */
export class ReadCache<R extends object> {
  #entries = new Map<string, { value: R; bytes: number }>();
  #bytes = 0;
  #validAt = -1;

  constructor(
    private readonly clock: WriteClock,
    private readonly budgetBytes = 4 * 1024 * 1024,
  ) {}

  /** The bytes the kept results are reckoned to take. */
  get bytes(): number {
    return this.#bytes;
  }

  async get(key: string, read: () => Promise<R>): Promise<R> {
    const now = this.clock.now;
    if (this.#validAt !== now) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#validAt = now;
    }
    const hit = this.#entries.get(key);
    if (hit) return hit.value;
    const value = await read();
    // Kept only if nothing was (or may have been) written while it was read.
    if (this.clock.now === now) this.keep(key, value);
    return value;
  }

  private keep(key: string, value: R): void {
    const bytes = approximateBytes(value) + 2 * key.length;
    if (bytes > this.budgetBytes) return;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes + bytes <= this.budgetBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
    this.#entries.set(key, { value: deepFreeze(value), bytes });
    this.#bytes += bytes;
  }
}
