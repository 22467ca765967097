import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import type { Server } from 'node:net';
import { startupBanner } from './banner';
import { prepareDatabase } from './db/seed';
import { integrationKeyNotice } from './gateways/oauth';

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
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: config.dataDir, readCache: config.PGLITE_READ_CACHE },
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

  // Fastify logs each listening address as it starts listening: the banner says it for a person,
  // and the log pipeline gets it once the banner is out.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.level = level;
  // The banner is for the person who ran `npm start`, not for the log pipeline.
  process.stdout.write(
    startupBanner({
      config,
      engine: database.engine,
      demoSeeded,
      listening: listeningOn(config.HOST, app.server.address()),
      notices: [integrationKeyNotice(config)].filter((n): n is string => n !== null),
    }),
  );
  app.log.info({ addresses: app.addresses() }, 'listening');
}

/** Where the server listens, as a person would type it: every interface is named as such. */
function listeningOn(host: string, address: ReturnType<Server['address']>): string {
  const port = typeof address === 'object' && address ? address.port : undefined;
  const everywhere = host === '0.0.0.0' || host === '::';
  const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${shown}:${port ?? '?'}${everywhere ? ' (every network interface)' : ''}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
