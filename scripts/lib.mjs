// Helpers shared by the root scripts: they must run on a fresh clone with only Node 20.19+.
import { spawn, spawnSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';

function hasPnpm10() {
  try {
    return execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .startsWith('10.');
  } catch {
    return false;
  }
}

/** pnpm itself: the one on PATH when it is 10.x, else a pinned copy through npx. */
export const pnpm = hasPnpm10() ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];

/** Runs pnpm with `args` (behind `wrap`, a command such as faketime, when given). */
export function run(args, { env = {}, allowFailure = false, wrap = [] } = {}) {
  const [cmd, ...rest] = [...wrap, ...pnpm, ...args];
  console.log(`\n> ${[cmd, ...rest].join(' ')}`);
  const result = spawnSync(cmd, rest, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0 && !allowFailure) {
    console.error(`\n✖ ${[cmd, ...rest].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/**
 * Runs pnpm with `args` like `run`, its output shown as it comes, and resolves to its exit
 * status. Unlike `run`, it does not block Node's event loop, so lanes started with
 * `runInBackground` keep having their output read (a blocked reader stalls them once their
 * pipe is full).
 */
export function runAsync(args, { env = {}, wrap = [] } = {}) {
  const [cmd, ...rest] = [...wrap, ...pnpm, ...args];
  console.log(`\n> ${[cmd, ...rest].join(' ')}`);
  const child = spawn(cmd, rest, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs pnpm with `args` like `run`, without waiting: its output is kept, not shown, so that it
 * does not interleave with the stage in the foreground. Resolves to its exit status, its output
 * and when it ended (ms).
 */
export function runInBackground(args, { env = {}, wrap = [] } = {}) {
  const [cmd, ...rest] = [...wrap, ...pnpm, ...args];
  console.log(`\n> ${[cmd, ...rest].join(' ')} (in the background; its output follows when it ends)`);
  const child = spawn(cmd, rest, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) =>
      resolve({ status: 1, output: `${Buffer.concat(output)}${error.message}\n`, endedAt: Date.now() }),
    );
    child.on('close', (code) =>
      resolve({ status: code ?? 1, output: Buffer.concat(output).toString(), endedAt: Date.now() }),
    );
  });
}

export function install() {
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run(['install', ...frozen, '--reporter=append-only'], { env: { CI: process.env.CI ?? 'true' } });
}
