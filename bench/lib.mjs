// What every benchmark part shares: starting the built API, reporting a figure, a scratch
// PostgreSQL database.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const main = path.join(root, 'apps/api/dist/main.js');
export const ORIGIN = 'rdv-admin-console';
export const PASSWORD = 'Rendezvous!2026';
export const results = [];

export function report(name, value, unit, conditions, target) {
  const verdict = target ? (target.ok(value) ? `within target ${target.text}` : `MISSES target ${target.text}`) : '';
  results.push({ name, value, unit, conditions, verdict });
  console.log(`  ${name}: ${value.toFixed(2)} ${unit}  [${conditions}] ${verdict}`);
}

/**
 * Starts the API; resolves with the process and the ms from spawn to listening (the start-up
 * banner, printed right after `listen` returns). Watching stdout rather than polling keeps
 * the measurement from competing with the server for the CPU.
 */
export async function startApi(env, port, { nodeArgs = [] } = {}) {
  const started = performance.now();
  // BENCH_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the API under load.
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const { child, ms } = await spawnUntil([...extra, ...nodeArgs, main], {
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    ready: 'Rendezvous is running at',
    what: 'API',
    started,
  });
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  if (!health.ok) throw new Error(`health check failed: ${health.status}`);
  return { child, ms };
}

/** Spawns `node args`; resolves once its stdout prints `ready`, with the ms since `started`. */
export async function spawnUntil(args, { env, ready, what, started = performance.now() }) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ms = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 2 minutes:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`${what} exited early:\n${output}`));
    });
  });
  return { child, ms };
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A fresh database on the local PostgreSQL server, or null when none answers. */
export async function postgresUrl() {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `rdv_bench_${Date.now()}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Signs the demo owner in; returns the token and the headers an admin call needs. */
export async function signInOwner(base, email = 'owner@rendezvous.test') {
  const login = await fetch(`${base}/api/login?type=admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-origin-key': ORIGIN },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { data } = await login.json();
  return {
    token: data.token,
    admin: data.admin,
    headers: {
      authorization: `Bearer ${data.token}`,
      'x-origin-key': ORIGIN,
      'x-request-type': 'admin',
      'x-business-id': String(data.admin.business_id),
    },
  };
}

/** Opens the API's PGlite data directory (the API stopped) the way apps/api/src/db/client.ts does. */
export async function openPglite(dataDir) {
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  const esm = (specifier) => pathToFileURL(require.resolve(specifier).replace(/\.cjs$/, '.js')).href;
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    import(esm('@electric-sql/pglite')),
    import(esm('@electric-sql/pglite/contrib/btree_gist')),
  ]);
  return PGlite.create(path.join(dataDir, 'db'), { extensions: { btree_gist } });
}

/** The built domain package, resolved the way the API resolves it. */
export async function loadDomain() {
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  const dir = path.dirname(require.resolve('@rendezvous/domain/package.json'));
  return import(pathToFileURL(path.join(dir, 'dist/index.js')).href);
}

/** A small deterministic generator, so every run measures the same inputs. */
export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 1,000 distinct 10-minute appointments at random quarter hours of `days` days from the 1st of
 * March 2027 (the month Toronto's clocks go forward), as the slot engine takes them.
 */
export function marchAppointments(domain, days, timeZone) {
  const random = prng(2027);
  const taken = new Set();
  const busy = [];
  while (busy.length < 1000) {
    const day = Math.floor(random() * days);
    const quarter = Math.floor(random() * 96);
    if (taken.has(day * 100 + quarter)) continue;
    taken.add(day * 100 + quarter);
    const date = `2027-03-${String(day + 1).padStart(2, '0')}`;
    const time = `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
    const start = domain.wallToInstant(date, time, timeZone);
    busy.push({ start, end: start + 10 * 60_000 });
  }
  return busy;
}

/* ------------------------------------------------------------------------------------------ */
/* Floors: each HTTP figure against a bare server sending the same SQL (floor/server.mjs)      */
/* ------------------------------------------------------------------------------------------ */

const floorDir = path.join(root, 'bench/floor');

/**
 * Starts the API with floor/capture.mjs preloaded (and PGlite's read cache off, so every
 * statement a request needs is seen), signs `signIn` in, sends each of `paths` four times and
 * keeps the statements of the last time, the job queue's own left out. Returns the plan the
 * floor server takes and the headers the sign-in gave, valid on the same database afterwards.
 */
export async function captureStatements(env, port, paths, signIn = signInOwner) {
  const file = path.join(tmpdir(), `rdv-capture-${process.pid}-${port}.jsonl`);
  writeFileSync(file, '');
  const { child } = await startApi(
    { ...env, PGLITE_READ_CACHE: 'false', BENCH_CAPTURE_SQL: file },
    port,
    { nodeArgs: ['--import', pathToFileURL(path.join(floorDir, 'capture.mjs')).href] },
  );
  const lines = (from) =>
    readFileSync(file)
      .subarray(from)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  try {
    const base = `http://127.0.0.1:${port}`;
    const { headers } = await signIn(base);
    const routes = [];
    for (const p of paths) {
      let statements = [];
      for (let i = 0; i < 4; i++) {
        const from = statSync(file).size;
        const response = await fetch(`${base}${p}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`capture: ${p} answered ${response.status}`);
        // The statements are written synchronously before the answer; a beat lets stragglers in.
        await new Promise((r) => setTimeout(r, 50));
        statements = lines(from).filter((s) => !/\bpgboss\./.test(s.sql));
      }
      routes.push({ path: new URL(p, base).pathname, statements });
    }
    const prepares = lines(0)
      .map((s) => s.sql)
      .filter((sql) => /^prepare\s/i.test(sql));
    return { plan: { prepares: [...new Set(prepares)], routes }, headers };
  } finally {
    await stop(child);
  }
}

/** Starts the floor server for `plan` on PostgreSQL (`databaseUrl`) or PGlite (`dataDir`). */
export async function startFloor({ plan, databaseUrl, dataDir, cache = false }, port) {
  const planFile = path.join(tmpdir(), `rdv-floor-${process.pid}-${port}.json`);
  writeFileSync(planFile, JSON.stringify(plan));
  const { child } = await spawnUntil([path.join(floorDir, 'server.mjs')], {
    env: {
      FLOOR_PORT: String(port),
      FLOOR_PLAN: planFile,
      FLOOR_DATABASE_URL: databaseUrl ?? '',
      FLOOR_DATA_DIR: dataDir ?? '',
      FLOOR_CACHE: String(cache),
    },
    ready: 'floor listening',
    what: 'floor server',
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** The range of a figure's per-round ratios, as printed beside their median. */
export const spread = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

/**
 * The API and its floor under the same load, in interleaved rounds (API, floor, API, floor…),
 * so a drift of the machine reaches both. Each round is `seconds` of `connections` concurrent
 * connections; both are warmed up first. Reports the API's median throughput and p99, the
 * floor's, and the per-round ratios' median with their spread.
 * `target`: { throughput: minimum API/floor ratio, p99: maximum API/floor ratio }.
 */
export async function versusFloor({ name, label, api, floor, path: p, headers, target, rounds = 3, seconds = 5, connections = 10 }) {
  const { default: autocannon } = await import('autocannon');
  const load = async (base, duration) => {
    const result = await autocannon({ url: `${base}${p}`, connections, duration, headers });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${name} (${label}) at ${base}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
  };
  await load(api, 2);
  await load(floor, 2);
  const apiRuns = [];
  const floorRuns = [];
  for (let i = 0; i < rounds; i++) {
    apiRuns.push(await load(api, seconds));
    floorRuns.push(await load(floor, seconds));
  }
  const throughput = apiRuns.map((a, i) => a.rps / floorRuns[i].rps);
  const p99 = apiRuns.map((a, i) => a.p99 / Math.max(1, floorRuns[i].p99));
  const of = (runs, key) => median(runs.map((r) => r[key]));
  const conditions = `${label}, ${connections} connections, ${rounds} interleaved rounds of ${seconds} s`;
  console.log(
    `  ${name} (${label}): API ${of(apiRuns, 'rps').toFixed(0)} req/s p50 ${of(apiRuns, 'p50').toFixed(1)} ms p99 ${of(apiRuns, 'p99').toFixed(1)} ms;` +
      ` floor ${of(floorRuns, 'rps').toFixed(0)} req/s p50 ${of(floorRuns, 'p50').toFixed(1)} ms p99 ${of(floorRuns, 'p99').toFixed(1)} ms`,
  );
  report(`${name} (${label}) throughput ÷ floor`, median(throughput), '×', `${conditions}; rounds ${spread(throughput)}`,
    target?.throughput && { ok: (v) => v >= target.throughput, text: `>= ${target.throughput}×` });
  report(`${name} (${label}) p99 ÷ floor`, median(p99), '×', `${conditions}; rounds ${spread(p99)}`,
    target?.p99 && { ok: (v) => v <= target.p99, text: `<= ${target.p99}×` });
  return { apiRuns, floorRuns };
}

/**
 * One HTTP figure against its floor on PostgreSQL (when a server answers) and on the embedded
 * PGlite with the read cache on and off. `seed(query, businessId)` adds the figure's rows to
 * the demo database (`query(sql, params)` resolves with rows) and returns what `path(seeded)`
 * needs; `targets` by engine: { postgres, pglite, pgliteUncached } of versusFloor's `target`.
 */
export async function versusFloorOnEveryEngine({ name, seed = async () => ({}), path: pathOf, targets = {}, port }) {
  const database = await postgresUrl();
  if (!database) {
    console.log('  PostgreSQL: no server at 127.0.0.1:5432 (set BENCH_DATABASE_URL); not measured');
  } else {
    try {
      const env = { DATABASE_URL: database.url };
      const seeded = await seedWithApiStopped(env, port, async (businessId) => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return await seed((sql, params) => client.query(sql, params).then((r) => r.rows), businessId);
        } finally {
          await client.end();
        }
      });
      const { plan, headers } = await captureStatements(env, port, [pathOf(seeded)]);
      const api = await startApi(env, port);
      const floor = await startFloor({ plan, databaseUrl: database.url }, port + 1);
      try {
        await versusFloor({ name, label: 'PostgreSQL', api: `http://127.0.0.1:${port}`, floor: floor.base, path: pathOf(seeded), headers, target: targets.postgres });
      } finally {
        await stop(api.child);
        await stop(floor.child);
      }
    } finally {
      await database.drop();
    }
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-'));
  const floorData = mkdtempSync(path.join(tmpdir(), 'rdv-bench-floor-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // PGlite has one writer: the rows go in while the API is stopped.
    const seeded = await seedWithApiStopped(env, port, async (businessId) => {
      const db = await openPglite(dataDir);
      try {
        return await seed((sql, params) => db.query(sql, params).then((r) => r.rows), businessId);
      } finally {
        await db.close();
      }
    });
    const { plan, headers } = await captureStatements(env, port, [pathOf(seeded)]);
    // The floor opens a copy: two processes cannot hold one PGlite directory.
    cpSync(dataDir, floorData, { recursive: true });
    for (const cache of [true, false]) {
      const api = await startApi({ ...env, PGLITE_READ_CACHE: String(cache) }, port);
      const floor = await startFloor({ plan, dataDir: floorData, cache }, port + 1);
      try {
        await versusFloor({
          name,
          label: cache ? 'PGlite, read cache' : 'PGlite, no read cache',
          api: `http://127.0.0.1:${port}`,
          floor: floor.base,
          path: pathOf(seeded),
          headers,
          target: cache ? targets.pglite : targets.pgliteUncached,
        });
      } finally {
        await stop(api.child);
        await stop(floor.child);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorData, { recursive: true, force: true });
  }
}

/** Starts the API once (it migrates and seeds the demo), stops it, then runs `seed(businessId)`. */
async function seedWithApiStopped(env, port, seed) {
  const { child } = await startApi(env, port);
  let businessId;
  try {
    businessId = (await signInOwner(`http://127.0.0.1:${port}`)).admin.business_id;
  } finally {
    await stop(child);
  }
  return seed(businessId);
}
