import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailGateway, type MailGateway } from './gateways/mail';
import { createSmsGateway, type SmsGateway } from './gateways/sms';
import { createJobs } from './jobs';
import type { JobQueue } from './jobs/queue';
import { RateLimits } from './lib/rate-limit';
import { MessageLinks } from './notifications/links';
import { createSerializerCompiler } from './lib/serializer';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { headersPlugin } from './plugins/headers';
import { inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './plugins/metrics';
import { realtimePlugin } from './plugins/realtime';
import { routeContractPlugin } from './plugins/route-contract';
import { securityHeadersPlugin } from './plugins/security-headers';
import { uploadsPlugin } from './plugins/uploads';
import { webPlugin } from './plugins/web';
import { routes } from './routes';
import { SiteCache } from './routes/site/cache';
import { scheduleRetention } from './services/privacy';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mail: MailGateway;
    /** Text messages: Twilio when configured, the development SMS outbox otherwise. */
    sms: SmsGateway;
    /** The job queue: routes add jobs to it in their transactions (src/jobs). */
    jobs: JobQueue;
    /** Signs and checks the links customers' messages carry (unsubscribe). */
    messageLinks: MessageLinks;
    rateLimits: RateLimits;
    /** The anonymous public site's answers, for a few seconds (routes/site/cache.ts). */
    siteCache: SiteCache;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where the three SPAs' dist folders live (apps/); omit to serve the API only. */
  webDir?: string;
  /**
   * Whether this process works the queue: the config's JOBS by default; tests pass false and
   * run due jobs themselves (`jobs.drain()`).
   */
  workJobs?: boolean;
  /** Where the rate-limit counters live in Redis (tests keep their runs apart with it). */
  rateLimitKeyPrefix?: string;
  logger?: boolean;
}

/** Builds the whole HTTP application: plugins first, then routes. Does not listen. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false || config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // Every log line of a request carries its id (pino's reqId), and the answer returns it in
    // X-Request-Id: a user's report or a proxy's log finds the server's lines. A proxy's own
    // id is kept when it is a plain token; anything else gets a new one.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Every schema is zod: naming the compilers here, rather than with setValidatorCompiler,
    // keeps Fastify from loading Ajv and fast-json-stringify at start-up only to replace them.
    schemaController: {
      // The factories' types are Ajv's and fast-json-stringify's; zod's compilers take the
      // same calls (setValidatorCompiler/setSerializerCompiler accept them as they are).
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => createSerializerCompiler(config) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate(
    'mail',
    createMailGateway(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
  );

  app.decorate('sms', await createSmsGateway(database.db, config));
  const jobs = await createJobs({
    config,
    database,
    mail: app.mail,
    sms: app.sms,
    log: app.log,
    // Read when a bell rings: the realtime plugin registers below, before any job runs.
    announcer: app,
  });
  app.decorate('messageLinks', new MessageLinks(config));
  app.decorate('jobs', jobs);
  const workJobs = opts.workJobs ?? config.JOBS === 'in-process';
  await jobs.start({ work: workJobs });
  // The process that works the queue keeps the daily retention sweep on it.
  if (workJobs) await scheduleRetention(database.db, jobs);
  app.addHook('onClose', () => jobs.stop());

  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  app.decorate('rateLimits', new RateLimits(config, redis, opts.rateLimitKeyPrefix));
  app.decorate('siteCache', new SiteCache());

  // One line per request at info level; at a quieter level the hook is not there at all.
  if (['trace', 'debug', 'info'].includes(app.log.level)) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
      );
    });
  }
  app.addHook('onClose', async () => {
    await redis?.quit();
  });

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(headersPlugin, { extraOriginKeys: config.EXTRA_ORIGIN_KEYS });
  await app.register(inputGuardPlugin);
  await app.register(docsPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(authPlugin);
  await app.register(realtimePlugin, { redisUrl: config.REDIS_URL });
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, poolStats: database.poolStats });
  await app.register(routeContractPlugin);
  await app.register(uploadsPlugin);
  await app.register(routes, { prefix: '/api' });
  if (opts.webDir) await app.register(webPlugin, { distDir: opts.webDir });

  return app;
}

/**
 * Fastify ignores a bare hop count, since a client reaching the API without the proxies could
 * write the hops itself; the count is honoured here for setups where none can (see README).
 */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

async function connectRedis(url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return redis;
}

/** A request id a proxy may hand us: a plain token, bounded. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id of a request: the proxy's X-Request-Id when it is a plain token, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}
