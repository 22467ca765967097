import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite database with the reference data. */
    pgliteTemplate: string;
    /** PostgreSQL only: a database migrated the same way, to create each file's from. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrating and loading the reference data (every country, province and city) takes seconds;
 * doing it once per run, instead of once per test file, is most of the suite's set-up time.
 * Each file then opens its own copy: a PGlite loaded from the dump, or a PostgreSQL database
 * created from the template. The demo business is still seeded per file, by the file's clock.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await openDatabase({ inMemory: true });
  await prepareDatabase(pglite, { seedDemo: false });
  const dump = await dumpPglite(pglite);
  await pglite.close();
  const file = path.join(os.tmpdir(), `rdv-test-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `rdv_tpl_${randomBytes(6).toString('hex')}`;
    await onServer(url, `create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    await prepareDatabase(database, { seedDemo: false });
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(file, { force: true });
    if (url && template) await onServer(url, `drop database if exists ${template} with (force)`);
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
