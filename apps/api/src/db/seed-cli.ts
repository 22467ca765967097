import { loadConfig } from '../config';
import { openDatabase } from './client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, prepareDatabase } from './seed';

/**
 * `pnpm db:seed`: migrates and seeds the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR) without starting the server. The demo is added only to a database with no business.
 */
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.dataDir },
);
try {
  const { demoSeeded } = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
  process.stdout.write(
    demoSeeded
      ? `Demo seeded. Sign in with ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} / ${DEMO_PASSWORD}\n`
      : `Database ready (${database.engine}); reference data up to date.\n`,
  );
} finally {
  await database.close();
}
