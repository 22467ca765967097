#!/usr/bin/env node
// `pnpm bench`: start the built API as a real process and measure what the issues set targets
// for. Prints each figure with its conditions; never fails a test run.
// `pnpm bench [part...]` runs only the named parts (start, pglite, postgres, and each file of
// parts/ by its name); no argument runs all.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import * as lib from './lib.mjs';

const { startApi, stop, report, median, results, postgresUrl, signInOwner } = lib;

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
    const { headers } = await signInOwner(base);
    const run = (duration) =>
      autocannon({
        url: `${base}/api/get-admin-by-token?appendBusiness=true&appendConsultant=true`,
        connections: 10,
        duration,
        headers,
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

// Each file of parts/ exports `name` and `run(lib)`.
const partsDir = path.join(lib.root, 'bench/parts');
for (const file of readdirSync(partsDir).filter((f) => f.endsWith('.mjs')).sort()) {
  const part = await import(pathToFileURL(path.join(partsDir, file)).href);
  if (wanted(part.name)) await part.run(lib);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(40)} ${r.value.toFixed(2).padStart(10)} ${r.unit.padEnd(6)} ${r.verdict}`);
