import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

/** The engines a suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: { name: 'pglite' | 'postgres'; url?: string }[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

let pgliteTemplate: Blob | undefined;

/**
 * A database of its own for one test file: in-memory PGlite, or a fresh PostgreSQL database
 * created next to TEST_DATABASE_URL and dropped on close, so files never share rows. It starts
 * migrated, with the reference data (see global-setup.ts), unless `empty` is asked for.
 */
export async function scratchDatabase(
  engine: (typeof engines)[number],
  opts: { empty?: boolean } = {},
): Promise<Database & { /** PostgreSQL only: where to open another handle on it. */ url?: string }> {
  if (engine.name === 'pglite') {
    if (opts.empty) return openDatabase({ inMemory: true });
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ inMemory: true, from: pgliteTemplate });
  }
  const template = opts.empty ? null : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: engine.url });
  await admin.connect();
  const name = `rdv_t_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(engine.url!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: engine.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
