#!/usr/bin/env node
// `npm start`: install, build, then serve the API and the three SPAs on one port. The API
// migrates the database and seeds demo data on first start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { install, root, run } from './lib.mjs';

install();
run(['turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);

const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', WEB_DIST_DIR: path.join(root, 'apps'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
