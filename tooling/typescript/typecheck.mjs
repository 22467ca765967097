#!/usr/bin/env node
// `typecheck` in every package: TypeScript 7's compiler (the native one) checks the package's
// tsconfig. It checks the same language as the TypeScript 5.9 that builds, lints and serves the
// editors (their tools need its JavaScript API, which 7 does not have yet), in about a third of
// its CPU time: about 90 of npm test's CPU seconds (docs/decisions.md).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package exports no bin path; its manifest's folder holds bin/tsc.
const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = path.join(path.dirname(manifest), 'bin', 'tsc');
const { status, error } = spawnSync(process.execPath, [tsc, '--noEmit', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (error) throw error;
process.exit(status ?? 1);
