import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { Client, Pool, PoolClient } from 'pg';

/**
 * Reuse of hot read results (the session behind a token, the admin's screen data) until
 * the data changes.
 *
 * Each database handle has a `WriteClock` that moves whenever data may have changed. A read's
 * result is kept only if the clock did not move while it was read, and reused only while the
 * clock still shows that time. Any write, to any table, invalidates every kept result: coarse,
 * but correct without knowing which tables a query touches (subqueries included).
 *
 * - Writes made by this process move the clock before they are sent and again when they end,
 *   so a read that overlaps a write, in any order, is never kept (`trackPgliteWrites`,
 *   `trackPoolWrites`).
 * - On PGlite nothing else can write: no other process can open its files while we hold them.
 * - On PostgreSQL other processes can. Every table has a trigger that notifies the channel
 *   `rdv_writes` (migration 0002), and `listenForWrites` moves the clock on each notification.
 *   While that listener is not connected the clock is not trusted and nothing is reused.
 */
export class WriteClock {
  #ticks = 0;
  #trusted = true;

  get now(): number {
    return this.#ticks;
  }

  /** Whether every write can be seen: false while remote writes might go unnoticed. */
  get trusted(): boolean {
    return this.#trusted;
  }

  tick(): void {
    this.#ticks++;
  }

  distrust(): void {
    this.#trusted = false;
    this.tick();
  }

  trust(): void {
    this.#trusted = true;
    this.tick();
  }
}

/** The channel the write triggers notify (migration 0002_write_notifications). */
export const WRITES_CHANNEL = 'rdv_writes';

/** A statement that can only read: a plain SELECT. Everything else counts as a write. */
export function isReadOnlySql(sql: string): boolean {
  return /^\s*\(?\s*select\b/i.test(sql);
}

/** Runs a statement; one that may write moves the clock before it is sent and when it ends. */
function countIfWrite<T>(clock: WriteClock, sql: string, run: () => Promise<T>): Promise<T> {
  return isReadOnlySql(sql) ? run() : asWrite(clock, run);
}

async function asWrite<T>(clock: WriteClock, run: () => Promise<T>): Promise<T> {
  clock.tick();
  try {
    return await run();
  } finally {
    clock.tick();
  }
}

interface Tracking<Read> {
  clock: WriteClock;
  /** The driver's own query function, for reads that must not count as writes. */
  read: Read;
}

type PgliteQuery = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
type PoolQuery = (config: string | { text: string }, values?: unknown[]) => Promise<unknown>;

const pglites = new WeakMap<object, Tracking<PgliteQuery>>();
const pools = new WeakMap<object, Tracking<PoolQuery>>();

/** Counts the writes sent through a PGlite client. Transactions count as writes. */
export function trackPgliteWrites(client: PGlite): WriteClock {
  const clock = new WriteClock();
  const query = client.query.bind(client) as PgliteQuery;
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const tracked: PgliteQuery = (sql, params, options) => countIfWrite(clock, sql, () => query(sql, params, options));
  client.query = tracked as PGlite['query'];
  client.exec = (sql, options) => asWrite(clock, () => exec(sql, options));
  client.transaction = (callback) => asWrite(clock, () => transaction(callback));
  pglites.set(client, { clock, read: query });
  return clock;
}

/**
 * Counts the writes sent through a node-postgres pool: statements other than SELECT, and
 * every checked-out client (Drizzle's transactions, migrations) from checkout to release.
 */
export function trackPoolWrites(pool: Pool): WriteClock {
  const clock = new WriteClock();
  const query = pool.query.bind(pool) as unknown as PoolQuery;
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<PoolClient> | undefined;
  const tracked: PoolQuery = (config, values) =>
    countIfWrite(clock, typeof config === 'string' ? config : config.text, () => query(config, values));
  pool.query = tracked as unknown as Pool['query'];
  pool.connect = ((callback?: unknown) => {
    // The pool's own query() checks clients out with a callback; those are counted above.
    if (callback) return connect(callback);
    clock.tick();
    return connect()!.then((client) => {
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => {
        clock.tick();
        return release(err);
      };
      return client;
    });
  }) as Pool['connect'];
  pools.set(pool, { clock, read: query });
  return clock;
}

export function pgliteTrackingOf(client: object): Tracking<PgliteQuery> | undefined {
  return pglites.get(client);
}

export function poolTrackingOf(pool: object): Tracking<PoolQuery> | undefined {
  return pools.get(pool);
}

export interface WriteListener {
  stop(): Promise<void>;
}

/**
 * Keeps a connection LISTENing on `rdv_writes` and moves the clock on every notification.
 * The clock is trusted only while the connection is up; a lost connection is retried with
 * back-off, and nothing is reused meanwhile.
 */
export function listenForWrites(
  newClient: () => Client,
  clock: WriteClock,
  onError: (error: Error) => void,
): WriteListener {
  clock.distrust();
  let current: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;

  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  const connect = async () => {
    const client = newClient();
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      clock.distrust();
      if (current === client) current = undefined;
      if (error && !stopped) onError(error);
      reconnectLater();
    };
    client.on('notification', () => clock.tick());
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`listen ${WRITES_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      void client.end().catch(() => {});
      return;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    delay = 250;
    clock.trust();
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clock.distrust();
      await current?.end();
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Results of one read-only statement by their parameters, valid while the clock stands
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
    const { clock } = this;
    if (!clock.trusted) return read();
    const now = clock.now;
    if (this.#validAt !== now) {
      this.#entries.clear();
      this.#validAt = now;
    }
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const value = await read();
    // Kept only if nothing was (or may have been) written while it was read.
    if (clock.trusted && clock.now === now) {
      if (this.#entries.size >= this.limit) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(key, deepFreeze(value));
    }
    return value;
  }
}
