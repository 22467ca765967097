#!/usr/bin/env node
// `pnpm bench`: start the built API as a real process and measure what the issues set targets
// for. Prints each figure with its conditions; never fails a test run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps/api/dist/main.js');
const ORIGIN = 'rdv-admin-console';
const PASSWORD = 'Rendezvous!2026';
const results = [];

function report(name, value, unit, conditions, target) {
  const verdict = target ? (target.ok(value) ? `within target ${target.text}` : `OVER target ${target.text}`) : '';
  results.push({ name, value, unit, conditions, verdict });
  console.log(`  ${name}: ${value.toFixed(2)} ${unit}  [${conditions}] ${verdict}`);
}

/**
 * Starts the API; resolves with the process and the ms from spawn to listening (the start-up
 * banner, printed right after `listen` returns). Watching stdout rather than polling keeps
 * the measurement from competing with the server for the CPU.
 */
async function startApi(env, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
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

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function warmStart() {
  console.log('\nStart-up (PGlite, demo data)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-'));
  try {
    const cold = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3301);
    await stop(cold.child);
    report('cold start (create, migrate, seed)', cold.ms, 'ms', 'PGlite, empty data dir, 1 run');
    const runs = [];
    for (let i = 0; i < 5; i++) {
      const warm = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3301);
      runs.push(warm.ms);
      await stop(warm.child);
    }
    report('warm start to listening', median(runs), 'ms', `PGlite, existing database, median of ${runs.length} (${runs.map((r) => r.toFixed(0)).join(', ')})`, {
      ok: (v) => v < 1500,
      text: '< 1500 ms',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function adminByToken(label, env, port, targetMs) {
  const { child } = await startApi(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login?type=admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-origin-key': ORIGIN },
      body: JSON.stringify({ email: 'owner@rendezvous.test', password: PASSWORD }),
    });
    const { data } = await login.json();
    const run = (duration) =>
      autocannon({
        url: `${base}/api/get-admin-by-token?appendBusiness=true&appendConsultant=true`,
        connections: 10,
        duration,
        headers: {
          authorization: `Bearer ${data.token}`,
          'x-origin-key': ORIGIN,
          'x-request-type': 'admin',
          'x-business-id': String(data.admin.business_id),
        },
      });
    await run(2); // warm-up: JIT, connection pool, caches
    const result = await run(10);
    const conditions = `${label}, 10 concurrent connections, 10 s, ${result.requests.total} requests, ${result.non2xx} non-2xx`;
    report(`GET get-admin-by-token p50`, result.latency.p50, 'ms', conditions);
    report(`GET get-admin-by-token p99`, result.latency.p99, 'ms', conditions, { ok: (v) => v < targetMs, text: `< ${targetMs} ms` });
    report(`GET get-admin-by-token throughput`, result.requests.average, 'req/s', conditions);
  } finally {
    await stop(child);
  }
}

async function postgresUrl() {
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

// `pnpm bench [start] [pglite] [postgres]` runs only the named parts; no argument runs all.
const only = new Set(process.argv.slice(2));
const wanted = (part) => only.size === 0 || only.has(part);

console.log(`Rendezvous benchmarks — Node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
if (wanted('start')) await warmStart();

if (wanted('pglite') || wanted('postgres')) {
  console.log('\nGET get-admin-by-token (demo owner, business + consultant appended)');
}
if (wanted('pglite')) {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-'));
  try {
    await adminByToken('PGlite', { DATA_DIR: pgliteDir, DATABASE_URL: '' }, 3302, 20);
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}
const pgdb = wanted('postgres') ? await postgresUrl() : null;
if (!wanted('postgres')) {
  // not asked for
} else if (pgdb) {
  try {
    await adminByToken('PostgreSQL 127.0.0.1', { DATABASE_URL: pgdb.url }, 3303, 10);
  } finally {
    await pgdb.drop();
  }
} else {
  console.log('  PostgreSQL: no server at 127.0.0.1:5432 (set BENCH_DATABASE_URL); not measured');
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(40)} ${r.value.toFixed(2).padStart(10)} ${r.unit.padEnd(6)} ${r.verdict}`);
