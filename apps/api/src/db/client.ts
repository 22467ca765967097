import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { Pool } from 'pg';
import { trackPgliteWrites } from './read-cache';
import * as schema from './schema';
import { JOBS_SCHEMA } from '../jobs/schema';

export type Schema = typeof schema;

/**
 * What both drivers' raw results have in common: PGlite's `Results` and node-postgres'
 * `QueryResult` both carry `rows`. Typing it lets `db.execute<Row>(sql)` callers read rows.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export interface QueryRows<Row> {
  rows: Row[];
}

/** The Drizzle database, whichever engine is underneath: both speak PostgreSQL. */
export type Db = PgDatabase<QueryResultHKT, Schema>;
/** What `db.transaction(tx => ...)` hands to its callback. */
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /**
   * Runs `work` while holding a database-wide lock, so that API processes starting together
   * against one PostgreSQL server migrate and seed one at a time. PGlite has a single
   * connection, so there `work` simply runs.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections, for /metrics (PGlite has one connection, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL: use that server. */
  databaseUrl?: string;
  /** Without a URL, PGlite keeps its files in `<dataDir>/db`. */
  dataDir?: string;
  /** Without a URL, an in-memory PGlite (tests); the default when no dataDir is given. */
  inMemory?: boolean;
  /**
   * In-memory PGlite only: start from this dump of a data directory (`dumpPglite`) instead
   * of an empty cluster. Tests open their databases from one migrated, seeded dump.
   */
  from?: Blob;
  /** PGlite only: reuse hot reads until the next write (db/read-cache.ts); true by default. */
  readCache?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Any fixed number: every Rendezvous process takes the same advisory lock. */
const EXCLUSIVE_LOCK_KEY = 7_317_001;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.inMemory ? undefined : opts.dataDir, opts.from, opts.readCache ?? true);
}

/** A dump of an in-memory PGlite database's files, for `openDatabase({ from })`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const dump = (database as Database & { dump?: () => Promise<Blob> }).dump;
  if (!dump) throw new Error('dumpPglite: not a PGlite database');
  return dump();
}

// Each engine's driver is imported only when chosen, keeping the other off the start-up path.
async function openPglite(
  dataDir: string | undefined,
  from: Blob | undefined,
  readCache: boolean,
): Promise<Database> {
  const [{ PGlite }, { btree_gist }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
  ]);
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { btree_gist }, loadDataDir: from });
  trackPgliteWrites(client, readCache);
  const db: Db = drizzle({ client, schema });
  return {
    db,
    engine: 'pglite',
    exclusive: (work) => work(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  } as Database;
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool: Pool = new pg.Pool({ connectionString: url });
  // An idle connection dropped by the server is removed by the pool; without a listener the
  // 'error' event would crash the process instead.
  const logError = (err: Error) => console.error(`PostgreSQL connection error: ${err.message}`);
  pool.on('error', logError);
  const db: Db = drizzle({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    async exclusive(work) {
      // A session-level advisory lock belongs to one connection, so the work runs on it too.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [EXCLUSIVE_LOCK_KEY]);
        try {
          return await work(drizzle({ client: connection, schema }));
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [EXCLUSIVE_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

let migrationsFolderCache: string | undefined;

/**
 * The committed migrations live in `apps/api/drizzle`. This module runs from `src/db` (tsx,
 * Vitest) or from the bundle in `dist/`, so walk up to the API package's root to find them.
 */
export function migrationsFolder(): string {
  if (migrationsFolderCache) return migrationsFolderCache;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@rendezvous/api') return (migrationsFolderCache = path.join(dir, 'drizzle'));
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @rendezvous/api package root');
    dir = parent;
  }
}

/** Applies the committed migrations that the database has not seen yet. */
export async function migrate(database: Database): Promise<void> {
  await database.exclusive((db) => migrateDb(db, database.engine));
}

/** `migrate` for a caller already holding `exclusive`. */
export async function migrateDb(db: Db, engine: Engine): Promise<void> {
  await migrateTables(db, engine);
  await installJobTables(db);
}

/**
 * The job queue's tables (pg-boss', in their own schema), installed with ours so that every
 * process, and every test database copied from a prepared one, starts with them. pg-boss
 * migrates them itself when a later version needs it.
 */
async function installJobTables(db: Db): Promise<void> {
  const present = await db.execute<{ present: boolean }>(
    sql`select to_regclass(${`${JOBS_SCHEMA}.version`}) is not null as present`,
  );
  if (present.rows[0]?.present) return;
  const { default: PgBoss } = await import('pg-boss');
  // Several statements in one text: PGlite runs those with exec, node-postgres with query.
  const client = (db as unknown as { $client: { exec?(text: string): Promise<unknown>; query(text: string): Promise<unknown> } }).$client;
  const plans = PgBoss.getConstructionPlans(JOBS_SCHEMA);
  await (client.exec ? client.exec(plans) : client.query(plans));
}

async function migrateTables(db: Db, engine: Engine): Promise<void> {
  const folder = migrationsFolder();
  if (await isUpToDate(db, folder)) return;
  const config = { migrationsFolder: folder };
  // Both migrators run the same dialect code; each is typed for its own driver's database.
  if (engine === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db as unknown as Parameters<typeof run>[0], config);
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(db as unknown as Parameters<typeof run>[0], config);
  }
}

/**
 * Whether the newest committed migration is already applied, read from drizzle's own
 * bookkeeping (it orders migrations by their journal timestamp). Lets a warm start skip the
 * migrator, which otherwise runs DDL and hashes every file on each start.
 */
async function isUpToDate(db: Db, folder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const table = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return false;
  const applied = await db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(applied.rows[0]?.newest ?? 0) >= newest;
}
