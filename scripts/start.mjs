#!/usr/bin/env node
// `npm start`: install, build, then serve the API and the three SPAs on one port. The API
// migrates the database and seeds demo data on first start. `--no-build` skips the install
// and the build (they are already done).
//
// The server runs in this very process, so Ctrl-C (SIGINT) and SIGTERM reach it directly and
// it shuts down gracefully. npm runs this script through `sh -c`, and on SIGTERM it signals only
// that shell, which dies without passing the signal on: a watchdog notices this process has
// lost its parent and shuts the server down too, so nothing keeps running behind npm.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { install, root, run } from './lib.mjs';

if (!process.argv.includes('--no-build')) {
  install();
  run(['turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);
}

process.chdir(root);
process.env.NODE_ENV ??= 'production';
process.env.WEB_DIST_DIR ??= path.join(root, 'apps');

const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
