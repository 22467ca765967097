import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A PostgreSQL pool's connections (PGlite has one connection and no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** The scraper's bearer token; unset, there is no /metrics route. */
  token: string | undefined;
  poolStats?: () => PoolStats;
}

/** Seconds: from a cached read (milliseconds) to a slow booking or password hash. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format (prom-client), for a scraper holding METRICS_TOKEN:
 * requests and their latency by route pattern, method and status; the PostgreSQL pool; the job
 * queue's due jobs and how late the oldest is; open sockets; and Node's own figures (event-loop
 * lag, heap, CPU). Each process reports its own (a scraper sums them); the queue's figures are
 * the shared queue's. Labels are route patterns (`/api/appointment/:id`), never URLs, so their
 * number is bounded by the routes.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  // One registry per app, not prom-client's global one: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const { poolStats } = opts;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: "The PostgreSQL pool's connections: total, idle, and queries waiting for one",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  // Both queue gauges from one query per scrape.
  let figures: Promise<{ due: number; lateSeconds: number }> | null = null;
  const queueFigures = () =>
    (figures ??= app.jobs
      .figures()
      .then((f) => ({ due: f.due, lateSeconds: f.oldest_late_seconds ?? 0 }))
      // Both gauges' collect() run before it settles (a scrape starts them all at once).
      .finally(() => (figures = null)));
  new Gauge({
    name: 'job_queue_due_jobs',
    help: 'Jobs whose time has come that no worker has taken yet',
    registers,
    async collect() {
      this.set((await queueFigures()).due);
    },
  });
  new Gauge({
    name: 'job_queue_lag_seconds',
    help: 'How long the oldest due job has waited past its time (0 when none waits)',
    registers,
    async collect() {
      this.set((await queueFigures()).lateSeconds);
    },
  });
  new Gauge({
    name: 'socketio_connected_sockets',
    help: "Consoles connected for live notifications to this process",
    registers,
    collect() {
      this.set(app.realtime.socketCount());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The route's pattern; a request no route matched (a 404, or the SPAs' catch-all) is one.
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const { token } = opts;
  if (!token) return;
  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    // Digests of equal length, compared in constant time: the token is never guessed by timing.
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain').send('Unauthorized\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
