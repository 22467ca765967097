#!/usr/bin/env node
// `npm test`: install, build, then every check and test the project has. Every stage runs even
// when an earlier one failed (turbo with --continue inside a stage), so one red test does not
// hide the others; the summary lists each stage's time and every failure, and the exit code
// is non-zero when anything failed.
//
// Browser tests need a Chromium (CHROMIUM_PATH, else /usr/bin/chromium); without one they are
// reported as not run, and with CI=true that is a failure.
//
// TEST_FAKETIME (e.g. '2027-02-28 23:45:00', with TEST_TZ, e.g. Pacific/Auckland) runs the
// API and domain suites with the machine's clock and time zone moved there through
// libfaketime, instead of on today's date: CI does so, so that a test depending on the date
// fails on any day rather than on a month's last days.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { install, root, runAsync, runInBackground } from './lib.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const faketime = process.env.TEST_FAKETIME;
const began = Date.now();

/** [stage, seconds, ok] in the order they ran. */
const stages = [];

/** A stage in the foreground; awaited, never blocking the lanes in the background. */
async function stage(name, args, opts = {}) {
  const started = Date.now();
  const status = await runAsync(args, opts);
  stages.push([name, (Date.now() - started) / 1000, status === 0]);
  return status === 0;
}

// After the build, three lanes share the machine's two cores: the API and domain suites (in the
// background, on PGlite and PostgreSQL), the browser journeys (in the background, against the
// built apps), and in the foreground typecheck, lint, the other packages' suites, Storybook and
// the bundle sizes. Run one after the other, each left a core idle for most of its time.
const clockMovedSuites = ['@rendezvous/api', '@rendezvous/domain'];

install();
await stage('build', ['turbo', 'run', 'build', '--continue', '--output-logs=errors-only']);
if (faketime && !hasFaketime()) {
  console.error('TEST_FAKETIME is set but the faketime command is missing (apt-get install faketime)');
  process.exit(1);
}
const movedLabel = faketime ? ` at ${faketime} ${process.env.TEST_TZ ?? ''}`.trimEnd() : '';

// The browser journeys mostly wait (for pages, animations, network idle) and time out when
// starved; the suites beside them only need CPU. So those run at a lower priority: the
// journeys take a core when they need one, and the rest of the machine goes to the suites.
const lowPriority = process.platform === 'win32' ? [] : ['nice', '-n', '10'];

/** [name, promise of { status, output }, started] for the lanes in the background. */
const background = [];
function inBackground(name, args, opts) {
  background.push([name, runInBackground(args, opts), Date.now()]);
}

// pnpm, not turbo, runs these: turbo hands a task only the environment it declares, which
// would drop libfaketime's LD_PRELOAD and FAKETIME, and TZ.
inBackground(
  `API and domain tests${movedLabel}`,
  // --no-sort: the API suite does not wait for the domain's (they share nothing at test time).
  ['--no-bail', '--no-sort', ...clockMovedSuites.flatMap((name) => ['--filter', name]), 'test'],
  faketime
    ? {
        env: { TZ: process.env.TEST_TZ ?? process.env.TZ ?? 'UTC' },
        wrap: [...lowPriority, 'faketime', faketime],
      }
    : { wrap: lowPriority },
);
let browserSkipped = false;
if (existsSync(chromium)) {
  inBackground('browser journeys', ['--filter', '@rendezvous/e2e', 'e2e'], {
    env: { CHROMIUM_PATH: chromium },
  });
} else {
  browserSkipped = true;
}

// Two tasks at a time in the foreground too: while the lanes in the background run, the
// machine is shared out anyway, and once they end (the API suite first) the foreground's
// remaining suites would otherwise leave a core idle.
const foreground = { wrap: lowPriority };
await stage('typecheck and lint', ['turbo', 'run', 'typecheck', 'lint', '--continue', '--output-logs=errors-only', '--concurrency=2'], foreground);
await stage('other packages\' tests', [
  'turbo', 'run', 'test', '--continue', '--output-logs=new-only', '--concurrency=2',
  ...clockMovedSuites.map((name) => `--filter=!${name}`),
], foreground);
await stage('storybook build', ['--filter', '@rendezvous/ui-kit', 'build-storybook'], foreground);
await stage('bundle sizes', ['size']);

// The lanes' output follows, the failed ones last, and the summary ends with the failing
// lines themselves: a reader of the log's tail (CI keeps only that) sees what failed, not only
// that something did.
const ended = [];
for (const [name, promise, started] of background) {
  const { status, output, endedAt } = await promise;
  ended.push({ name, status, output });
  stages.push([`${name} (in the background)`, (endedAt - started) / 1000, status === 0]);
}
for (const { name, output } of [...ended].sort((a, b) => Number(a.status !== 0) - Number(b.status !== 0))) {
  console.log(`\n--- ${name} ---\n${output}`);
}
if (browserSkipped) {
  const banner = `BROWSER TESTS NOT RUN: no Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium)`;
  console.error(`\n${'!'.repeat(banner.length)}\n${banner}\n${'!'.repeat(banner.length)}\n`);
}

console.log(`\nStages (${((Date.now() - began) / 60_000).toFixed(1)} min in all):`);
for (const [name, seconds, ok] of stages) {
  console.log(`  ${ok ? 'ok    ' : 'FAILED'}  ${seconds.toFixed(0).padStart(5)} s  ${name}`);
}
const failed = stages.filter(([, , ok]) => !ok).map(([name]) => name);
if (failed.length > 0 || (browserSkipped && ci)) {
  for (const { name, status, output } of ended) {
    if (status !== 0) console.error(`\nWhat failed in ${name}:\n${failureLines(output)}`);
  }
  if (failed.length > 0) console.error(`\n✖ Failed: ${failed.join('; ')} (their output is above).`);
  process.exit(1);
}
console.log('\nAll checks passed.');

/**
 * The lines of a suite's output that name a failure (vitest's FAIL and × lines, Playwright's
 * ✘ lines, the assertion or error under them), at most 60 of them, without colour codes.
 */
function failureLines(output) {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const picked = plain.filter((line) =>
    // pnpm prefixes each line of a workspace's output with its name ('apps/api test: ').
    /^\s*(\S+ test:\s+)?(FAIL\b|×|✘|\d+\) )|AssertionError|Error: |Test Files .*failed|Tests .*failed|ERR_PNPM/.test(line),
  );
  const lines = [...new Set(picked)].slice(0, 60);
  return lines.length > 0 ? lines.map((line) => `  ${line.trim()}`).join('\n') : '  (no failing test named; see its output above)';
}

function hasFaketime() {
  return spawnSync('faketime', ['--version'], { cwd: root, stdio: 'ignore' }).status === 0;
}
