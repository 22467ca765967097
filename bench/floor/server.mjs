// The floor of an HTTP figure: a bare Fastify server that answers each measured URL by sending
// exactly the statements the API sent for it (captured by floor/capture.mjs), one after the
// other on the same driver, and returning their rows as JSON. No sign-in, validation,
// permission, shaping or response schema: what the API does beyond its SQL is what the ratio
// of the two servers measures.
//
// Environment: FLOOR_PORT; FLOOR_PLAN, a JSON file { prepares: [sql], routes: [{ path,
// statements: [{ sql, params, name?, rowMode? }] }] }; FLOOR_DATABASE_URL (PostgreSQL, a pool
// of 10 like the API's) or FLOOR_DATA_DIR (PGlite, its files in <dir>/db, as the API opens
// them); FLOOR_CACHE=true keeps PGlite read results until a write, as the API's read cache
// does for the same statements (the prepared reads).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/package.json'),
);
const esm = (specifier) => pathToFileURL(require.resolve(specifier).replace(/\.cjs$/, '.js')).href;

const plan = JSON.parse(readFileSync(process.env.FLOOR_PLAN, 'utf8'));
const cache = process.env.FLOOR_CACHE === 'true';

/** What the API's read cache keeps: the rows of an EXECUTE of a prepared plain SELECT. */
const readOnlyPrepared = new Set(
  plan.prepares
    .map((sql) => /^prepare\s+(\w+)\s+as\s+\(?\s*select\b/i.exec(sql)?.[1])
    .filter(Boolean),
);
const isCachedRead = (sql) => readOnlyPrepared.has(/^execute\s+(\w+)\(/i.exec(sql)?.[1]);

async function openPostgres(url) {
  const { default: pg } = await import(esm('pg'));
  const pool = new pg.Pool({ connectionString: url });
  return {
    run: ({ sql, params, name, rowMode }) =>
      pool.query({ text: sql, values: params, name, rowMode }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir) {
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    import(esm('@electric-sql/pglite')),
    import(esm('@electric-sql/pglite/contrib/btree_gist')),
  ]);
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { btree_gist } });
  for (const sql of plan.prepares) await db.exec(sql);
  const kept = new Map();
  const send = ({ sql, params, rowMode }) =>
    db.query(sql, params, rowMode ? { rowMode } : undefined);
  return {
    async run(statement) {
      if (!cache) return send(statement);
      if (!isCachedRead(statement.sql)) {
        if (!/^\s*\(?\s*select\b/i.test(statement.sql)) kept.clear();
        return send(statement);
      }
      const key = `${statement.sql}\0${JSON.stringify(statement.params)}`;
      let hit = kept.get(key);
      if (!hit) {
        hit = { rows: (await send(statement)).rows };
        kept.set(key, hit);
      }
      return hit;
    },
    close: () => db.close(),
  };
}

const database = process.env.FLOOR_DATABASE_URL
  ? await openPostgres(process.env.FLOOR_DATABASE_URL)
  : await openPglite(process.env.FLOOR_DATA_DIR);

const { default: Fastify } = await import(esm('fastify'));
const app = Fastify({ logger: false });
for (const route of plan.routes) {
  app.get(route.path, async () => {
    const data = [];
    for (const statement of route.statements) data.push((await database.run(statement)).rows);
    return { data };
  });
}
app.addHook('onClose', () => database.close());
await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
console.log('floor listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
