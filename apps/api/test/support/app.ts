import { randomBytes } from 'node:crypto';
import { ORIGIN_KEYS } from '@rendezvous/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { businesses } from '../../src/db/schema';
import { loadConfig } from '../../src/config';
import { clock, resetClock, setClock } from '../../src/lib/clock';
import { JOBS_SCHEMA } from '../../src/jobs/schema';
import type { Database } from '../../src/db/client';
import { DEMO_PASSWORD, prepareDatabase } from '../../src/db/seed';
import { engines, scratchDatabase } from './database';

export { DEMO_PASSWORD, engines };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Calls the API like the console does: origin key, admin request type, optional token. */
  call(opts: InjectOptions & { token?: string; businessId?: number }): Promise<LightMyRequestResponse>;
  /** Calls the API like the public site does: its origin key, and a customer's token (request type user) or none (a guest). */
  site(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  signIn(email: string, password?: string): Promise<{ token: string; refresh_token: string; admin: { id: number; business_id: number | null } }>;
  /** Signs up a new owner and sets up their business: an admin of another business than the demo's. */
  signUpOwner(email: string, business: string): Promise<{ token: string; id: number; businessId: number }>;
  /**
   * Works the job queue as a worker would, once: every job due by `dueBy` on the API's clock
   * (now by default) runs; answers how many ran. Test apps do not poll the queue themselves.
   * With `moveClock`, the API's clock is moved to `dueBy` first, as if the time had passed
   * (jobs that check the time, such as a hold's end, then find it past).
   */
  runJobs(opts?: { dueBy?: Date | string; moveClock?: boolean }): Promise<number>;
  close(): Promise<void>;
}

export async function startTestApp(
  engine: (typeof engines)[number] = engines[0]!,
  opts: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    /** Keeps this run's counters apart when the env names a shared Redis. */
    rateLimitKeyPrefix?: string;
    /** Adds routes before the app is ready (e.g. one that fails on purpose). */
    extend?: (app: FastifyInstance) => void;
    /**
     * Starts the clock at this instant (it runs on from there) before the demo is seeded, for
     * tests whose outcome depends on the date; without it the machine's clock is used.
     */
    now?: Date | string;
    /**
     * Opens every business's calendar this many days ahead (seeded and signed up), for tests
     * that book years ahead so their dates stay in the future.
     */
    bookingHorizonDays?: number;
    /** Runs on this database (e.g. one on disk that a server process opens later) instead of a scratch one. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  // TEST_LOG_LEVEL=error shows what the API logged, e.g. the cause behind a masked 500.
  const logLevel = process.env.TEST_LOG_LEVEL ?? 'silent';
  // A sandbox secret of the run's own, so no test writes the install's secret into ./data.
  const sandboxSecret = `whsec_test_${randomBytes(24).toString('hex')}`;
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: logLevel, PAYMENTS_SANDBOX_SECRET: sandboxSecret, ...opts.env });
  // Files share a worker's modules (isolate: false): an app without a `now` of its own runs on
  // the machine's clock whatever a file before it did.
  if (opts.now !== undefined) setClock(opts.now);
  else resetClock();
  const database = opts.database ?? (await scratchDatabase(engine));
  await prepareDatabase(database, { seedDemo: opts.seedDemo ?? true });
  const openCalendar = async (businessId?: number) => {
    if (opts.bookingHorizonDays === undefined) return;
    await database.db
      .update(businesses)
      .set({ booking_horizon_days: opts.bookingHorizonDays })
      .where(businessId === undefined ? undefined : eq(businesses.id, businessId));
  };
  await openCalendar();
  const app = await buildApp({
    config,
    database,
    logger: logLevel !== 'silent',
    rateLimitKeyPrefix: opts.rateLimitKeyPrefix,
    workJobs: false,
  });
  opts.extend?.(app);
  // The OpenAPI document is the contract: every answer a test sees must be one the document
  // gives for that operation (a 2XX body is already checked against its schema by the
  // serializer). Collected here, reported when the app closes, so a route that answers a status
  // its document does not list fails the file that met it.
  const undocumented = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    const schema = request.routeOptions.schema as { hide?: boolean; response?: Record<string, unknown>; operationId?: string } | undefined;
    if (!route?.startsWith('/api/') || schema?.hide) return;
    if (String(reply.statusCode) in (schema?.response ?? {})) return;
    undocumented.add(`${schema?.operationId ?? '?'} (${request.method} ${route}) answered ${reply.statusCode}, which its document does not list`);
  });
  await app.ready();

  const call: TestApp['call'] = ({ token, businessId, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        'x-origin-key': ORIGIN_KEYS.adminConsole,
        'x-request-type': 'admin',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(businessId ? { 'x-business-id': String(businessId) } : {}),
        ...headers,
      },
    });

  const site: TestApp['site'] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        'x-origin-key': ORIGIN_KEYS.publicSite,
        'x-request-type': token ? 'user' : 'guest',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });

  const runJobs: TestApp['runJobs'] = async ({ dueBy, moveClock = false } = {}) => {
    if (dueBy !== undefined) {
      // The queue keeps due times on the database's clock: bring those due by then to now.
      // A second's slack: the two clocks are read a moment apart. A second in the past too:
      // pg-boss takes jobs whose start_after < now(), and PGlite's now() may not have moved on
      // by the next statement.
      const ahead = (new Date(dueBy).getTime() - clock.now().getTime()) / 1000 + 1;
      await database.db.execute(
        sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second'
             where state in ('created', 'retry') and start_after <= now() + make_interval(secs => ${ahead})`,
      );
      if (moveClock) setClock(dueBy);
    }
    return app.jobs.drain();
  };

  return {
    app,
    database,
    runJobs,
    call,
    site,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await call({ method: 'POST', url: '/api/login?type=admin', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    async signUpOwner(email, business) {
      const signup = await call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'Bea', lastname: 'Other', email, password: 'Second-Shop-2026' },
      });
      if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
      const { token, admin } = signup.json().data as { token: string; admin: { id: number } };
      const category = (await call({ method: 'GET', url: '/api/categories' })).json().data[0].services[0].id;
      const created = await call({ method: 'POST', url: '/api/business', token, payload: { name: business, category_service_id: category } });
      if (created.statusCode !== 201) throw new Error(`business set-up failed: ${created.statusCode} ${created.body}`);
      const businessId = created.json().data.id as number;
      await openCalendar(businessId);
      return { token, id: admin.id, businessId };
    },
    async close() {
      await app.close();
      await database.close();
      if (opts.now !== undefined) resetClock();
      if (undocumented.size > 0) throw new Error(`Answers outside the OpenAPI document:\n${[...undocumented].join('\n')}`);
    },
  };
}
