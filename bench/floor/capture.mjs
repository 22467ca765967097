// Loaded into the built API with `node --import` by the bench's capture run (never in a
// measured run): appends every statement the API sends to its database to the file named by
// BENCH_CAPTURE_SQL, one JSON line each, so the floor server (floor/server.mjs) can send
// exactly the same statements. It patches the two drivers the API loads, resolved from the
// API's own dependencies so the patched classes are the API's.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const file = process.env.BENCH_CAPTURE_SQL;
if (!file) throw new Error('capture.mjs: BENCH_CAPTURE_SQL names no file');

const api = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/package.json',
);
const require = createRequire(api);

function record(engine, sql, params, options) {
  const line = { engine, sql, params: params ?? [] };
  if (options?.name) line.name = options.name;
  if (options?.rowMode) line.rowMode = options.rowMode;
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

// node-postgres: a pool's query and Drizzle's both end in Client#query(config | text, values).
const pg = require('pg');
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, values, callback) {
  if (typeof config === 'string') record('postgres', config, Array.isArray(values) ? values : []);
  // Drizzle passes the values beside the config, others inside it.
  else if (config && typeof config.text === 'string') {
    record('postgres', config.text, config.values ?? (Array.isArray(values) ? values : []), config);
  }
  return pgQuery.call(this, config, values, callback);
};

// PGlite: query(sql, params, options) and exec(sql) on the class the API creates. The API
// imports its ES module build; the CommonJS entry's name says where that is.
const pgliteUrl = pathToFileURL(
  require.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js'),
).href;
const { PGlite } = await import(pgliteUrl);
const owner = (name) => {
  for (let proto = PGlite.prototype; proto; proto = Object.getPrototypeOf(proto)) {
    if (Object.hasOwn(proto, name)) return proto;
  }
  throw new Error(`capture.mjs: PGlite has no ${name}`);
};
const queryOwner = owner('query');
const pgliteQuery = queryOwner.query;
queryOwner.query = function query(sql, params, options) {
  record('pglite', sql, params, options);
  return pgliteQuery.call(this, sql, params, options);
};
const execOwner = owner('exec');
const pgliteExec = execOwner.exec;
execOwner.exec = function exec(sql, options) {
  record('pglite', sql, []);
  return pgliteExec.call(this, sql, options);
};
