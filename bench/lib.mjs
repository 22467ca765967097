// What every benchmark part shares: starting the built API, reporting a figure, a scratch
// PostgreSQL database.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const main = path.join(root, 'apps/api/dist/main.js');
export const ORIGIN = 'rdv-admin-console';
export const PASSWORD = 'Rendezvous!2026';
export const results = [];

export function report(name, value, unit, conditions, target) {
  const verdict = target ? (target.ok(value) ? `within target ${target.text}` : `OVER target ${target.text}`) : '';
  results.push({ name, value, unit, conditions, verdict });
  console.log(`  ${name}: ${value.toFixed(2)} ${unit}  [${conditions}] ${verdict}`);
}

/**
 * Starts the API; resolves with the process and the ms from spawn to listening (the start-up
 * banner, printed right after `listen` returns). Watching stdout rather than polling keeps
 * the measurement from competing with the server for the CPU.
 */
export async function startApi(env, port) {
  const started = performance.now();
  // BENCH_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the API under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ms = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in 2 minutes:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Rendezvous is running at')) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`API exited early:\n${output}`));
    });
  });
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  if (!health.ok) throw new Error(`health check failed: ${health.status}`);
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
