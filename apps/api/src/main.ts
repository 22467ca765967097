import { ConfigError, devMailboxEnabled, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, prepareDatabase } from './db/seed';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  // Opening PGlite compiles its WebAssembly off the main thread; loading the HTTP stack in the
  // meantime keeps a warm start short.
  const opening = openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.dataDir },
  );
  const [{ buildApp }, database] = await Promise.all([import('./app'), opening]);
  const { demoSeeded } = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
  const app = await buildApp({ config, database, webDir: config.WEB_DIST_DIR });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing requests in flight`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL;
  const lines = [
    '',
    `Rendezvous is running at ${url}  (database: ${database.engine}${demoSeeded ? ', demo data seeded' : ''})`,
    `  API reference: ${url}/api/docs`,
  ];
  if (devMailboxEnabled(config)) lines.push(`  Development mailbox: ${url}/api/dev/mailbox`);
  else if (!config.SMTP_URL) lines.push('  Mail is recorded, not delivered: set SMTP_URL to send it.');
  if (config.SEED_DEMO) {
    lines.push('  Demo sign-in (password for all: ' + DEMO_PASSWORD + '):');
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(16)} ${account.email}`);
  }
  // The banner is for the person who ran `npm start`, not for the log pipeline.
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
