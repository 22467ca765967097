import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type PgBossType from 'pg-boss';
import type { Database, Tx } from '../db/client';
import { databaseErrorOf, SQLSTATE } from '../db/errors';
import { clock } from '../lib/clock';
import { JOBS_SCHEMA } from './schema';

/** The queues the API runs. Each has one handler, registered before `start`. */
export type QueueName = 'appointment-message' | 'waitlist' | 'privacy-retention' | 'webhook';

export interface JobToAdd {
  queue: QueueName;
  data: Record<string, unknown>;
  /**
   * What makes the job one of a kind (e.g. appointment, version, step, recipient, channel): the
   * job's id is derived from it, so adding it twice adds one job.
   */
  key: string;
  /** When it is due, on the API's clock. */
  dueAt: Date;
}

export type JobHandler<Context = unknown> = (
  data: Record<string, unknown>,
  job: { id: string; retryCount: number },
  /** What the queue's `prepare` read for the batch the job came in (undefined if it failed). */
  context: Context | undefined,
) => Promise<void>;

export interface HandlerOptions<Context> {
  /**
   * Reads, once for a batch of jobs, what each job of it would otherwise read itself (e.g.
   * the appointments and customers of 50 messages in a few queries rather than 350).
   */
  prepare?(batch: Record<string, unknown>[]): Promise<Context>;
}

export interface QueueFigures {
  /** Jobs whose time has come and that no worker has taken yet. */
  due: number;
  /** How long the oldest of them has waited past its time, in seconds; null when none waits. */
  oldest_late_seconds: number | null;
}

export interface JobQueue {
  /** Adds a job in the caller's transaction: it exists if and only if that transaction commits. */
  add(tx: Tx, job: JobToAdd): Promise<string>;
  /** The id `add` gives a job with this key. */
  idFor(key: string): string;
  handle<Context>(queue: QueueName, handler: JobHandler<Context>, opts?: HandlerOptions<Context>): void;
  /** Installs or migrates the queue's tables; with `work`, starts polling for due jobs. */
  start(opts: { work: boolean }): Promise<void>;
  /** Runs every job due now, one batch after another, until none is left; answers how many ran. */
  drain(): Promise<number>;
  /** Wakes the workers now (after a transaction added a job due at once). */
  nudge(): void;
  figures(): Promise<QueueFigures>;
  stop(): Promise<void>;
}

/** How many times a failed job is tried again, backing off from 30 s (30, 60, 120 …); then it is dead. */
export const RETRY_LIMIT = 5;
const RETRY = { retryLimit: RETRY_LIMIT, retryDelay: 30, retryBackoff: true } as const;
const BATCH = 50;

/**
 * The job's id from its key: a UUID-shaped SHA-256 digest, so the same key is the same job and
 * pg-boss' own primary key refuses the second.
 */
function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What both drivers' raw clients answer: node-postgres' QueryResult and PGlite's Results. */
interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * The connection under a Drizzle transaction. Drizzle exposes no public handle to it, and pg-boss
 * needs one to add a job inside our transaction: both drivers' sessions keep it as `client`.
 */
function clientOf(tx: Tx): RawClient {
  const client = (tx as unknown as { session?: { client?: RawClient } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('jobs: cannot reach the connection under this transaction');
  }
  return client;
}

/** pg-boss' `db` option over a raw client: several statements without parameters go through `exec` on PGlite. */
function executorFor(client: RawClient): PgBossType.Db {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return (await client.query(text, values)) as { rows: unknown[] };
    },
  };
}

/**
 * The job queue: pg-boss, in our database. On PostgreSQL it keeps a small pool of its own; on
 * the embedded PGlite it shares the one connection (PGlite runs one query at a time, which
 * also serialises workers). Its clock is the database's: a job due on the API's clock is
 * handed to pg-boss as "in N seconds", so a test's fixed clock moves every due time alike.
 */
export async function createJobQueue(database: Database, log: FastifyBaseLogger, databaseUrl?: string): Promise<JobQueue> {
  const { default: PgBoss } = await import('pg-boss');
  const raw = (database.db as unknown as { $client: RawClient }).$client;
  const boss = new PgBoss({
    schema: JOBS_SCHEMA,
    ...(database.engine === 'postgres' && databaseUrl
      ? { connectionString: databaseUrl, max: 4, application_name: 'rendezvous-jobs' }
      : { db: executorFor(raw) }),
    // Nothing recurring is scheduled through pg-boss; its cron monitor would only poll.
    schedule: false,
    ...RETRY,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const handlers = new Map<QueueName, { handler: JobHandler; prepare?: HandlerOptions<unknown>['prepare'] }>();
  const workers: string[] = [];
  let started = false;

  /**
   * Runs a batch, failing each job that throws at once (a failure is that job's own) and
   * completing the others together at the end; pg-boss' own completion of the batch afterwards
   * then finds no job still active to change. A crash before the end leaves the done jobs
   * active until they expire: their handlers must find their work done (the deliveries do).
   */
  const runBatch = async (queue: QueueName, jobs: PgBossType.JobWithMetadata<Record<string, unknown>>[]) => {
    const { handler, prepare } = handlers.get(queue)!;
    let context: unknown;
    if (prepare) {
      try {
        context = await prepare(jobs.map((job) => job.data));
      } catch (error) {
        log.warn({ err: error, queue }, 'could not read ahead for a batch; each job reads its own');
      }
    }
    const done: string[] = [];
    for (const job of jobs) {
      try {
        await handler(job.data, { id: job.id, retryCount: job.retryCount }, context);
        done.push(job.id);
      } catch (error) {
        log.warn({ err: error, queue, job: job.id }, 'job failed; it is retried with backoff');
        await boss.fail(queue, job.id, { message: String((error as Error)?.message ?? error) });
      }
    }
    if (done.length > 0) await boss.complete(queue, done);
    return jobs.length;
  };

  /**
   * Creates a queue unless it exists. pg-boss 10's `create_queue` takes no lock, so two processes
   * starting together on a new database can deadlock on its partition's foreign keys: PostgreSQL
   * aborts one of them, and that one tries again (the statement is idempotent, so the second try
   * finds the queue made and returns).
   */
  const createQueue = async (queue: QueueName) => {
    for (let attempt = 1; ; attempt++) {
      if (await boss.getQueue(queue)) return;
      try {
        await boss.createQueue(queue, { name: queue, policy: 'standard', ...RETRY });
        return;
      } catch (error) {
        if (databaseErrorOf(error)?.code !== SQLSTATE.deadlockDetected || attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  };

  return {
    idFor: jobIdFor,

    async add(tx, job) {
      const id = jobIdFor(job.key);
      const seconds = Math.max(0, (job.dueAt.getTime() - clock.now().getTime()) / 1000);
      await boss.send(job.queue, job.data, {
        id,
        startAfter: seconds,
        ...RETRY,
        db: executorFor(clientOf(tx)),
      });
      return id;
    },

    handle(queue, handler, opts) {
      handlers.set(queue, { handler: handler as JobHandler, prepare: opts?.prepare });
    },

    async start({ work }) {
      await boss.start();
      started = true;
      for (const queue of handlers.keys()) await createQueue(queue);
      if (!work) return;
      for (const queue of handlers.keys()) {
        let id = '';
        id = await boss.work<Record<string, unknown>>(
          queue,
          { batchSize: BATCH, pollingIntervalSeconds: 2, includeMetadata: true },
          async (jobs) => {
            await runBatch(queue, jobs);
            // A full batch says more are waiting: fetch again at once, not after the interval.
            if (jobs.length === BATCH) boss.notifyWorker(id);
          },
        );
        workers.push(id);
      }
    },

    async drain() {
      let ran = 0;
      for (const queue of handlers.keys()) {
        for (;;) {
          const jobs = await boss.fetch<Record<string, unknown>>(queue, { batchSize: BATCH, includeMetadata: true });
          if (jobs.length === 0) break;
          ran += await runBatch(queue, jobs);
        }
      }
      return ran;
    },

    nudge() {
      for (const id of workers) boss.notifyWorker(id);
    },

    async figures() {
      const { rows } = await executorFor(raw).executeSql(
        `select count(*)::int as due,
                extract(epoch from now() - min(start_after))::float8 as oldest
           from ${JOBS_SCHEMA}.job
          where state in ('created', 'retry') and start_after <= now()`,
        [],
      );
      const row = rows[0] as { due: number; oldest: number | null };
      return { due: row.due, oldest_late_seconds: row.oldest === null ? null : Math.round(row.oldest) };
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000, close: true, wait: true });
    },
  };
}

