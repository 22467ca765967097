#!/usr/bin/env node
// `pnpm bench`: start the built API as a real process and measure what the issues set targets
// for. Prints each figure with its conditions; never fails a test run.
// `pnpm bench [part...]` runs only the named parts (start, and each file of parts/ by its
// name); no argument runs all. Every HTTP figure is measured against its floor, a bare server
// sending the same SQL, in the same run (lib.mjs, floor/); see README.md.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as lib from './lib.mjs';

const { startApi, stop, report, median, results, spawnUntil } = lib;

async function warmStart() {
  console.log('\nStart-up (PGlite, demo data) against a bare PGlite open of the same data directory');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-'));
  try {
    const cold = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3301);
    await stop(cold.child);
    report('cold start (create, migrate, seed)', cold.ms, 'ms', 'PGlite, empty data dir, 1 run');
    // Interleaved: API start, bare open, API start, bare open…
    const api = [];
    const bare = [];
    for (let i = 0; i < 5; i++) {
      const warm = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3301);
      api.push(warm.ms);
      await stop(warm.child);
      const open = await spawnUntil([path.join(lib.root, 'bench/floor/pglite-open.mjs')], {
        env: { FLOOR_DATA_DIR: dataDir },
        ready: 'pglite open',
        what: 'bare PGlite open',
      });
      bare.push(open.ms);
      await new Promise((resolve) => (open.child.exitCode !== null ? resolve() : open.child.once('exit', resolve)));
    }
    const ratios = api.map((ms, i) => ms / bare[i]);
    const list = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
    report('warm start to listening', median(api), 'ms', `PGlite, existing database, median of ${api.length} (${list(api)})`, {
      ok: (v) => v < 1500,
      text: '< 1500 ms',
    });
    report('bare PGlite open (floor)', median(bare), 'ms', `node + PGlite.create + select 1, median of ${bare.length} (${list(bare)})`);
    report('warm start ÷ bare PGlite open', median(ratios), '×', `interleaved; rounds ${lib.spread(ratios)}`, {
      ok: (v) => v <= 1.5,
      text: '<= 1.5×',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `pnpm bench [start] [part...]` runs only the named parts; no argument runs all.
const only = new Set(process.argv.slice(2));
const wanted = (part) => only.size === 0 || only.has(part);

console.log(`Rendezvous benchmarks — Node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
if (wanted('start')) await warmStart();

// Each file of parts/ exports `name` and `run(lib)`.
const partsDir = path.join(lib.root, 'bench/parts');
for (const file of readdirSync(partsDir).filter((f) => f.endsWith('.mjs')).sort()) {
  const part = await import(pathToFileURL(path.join(partsDir, file)).href);
  if (wanted(part.name)) await part.run(lib);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(64)} ${r.value.toFixed(2).padStart(10)} ${r.unit.padEnd(6)} ${r.verdict}`);
