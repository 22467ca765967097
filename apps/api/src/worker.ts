import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { createMailGateway } from './gateways/mail';
import { createSmsGateway } from './gateways/sms';
import { createJobs } from './jobs';
import { scheduleRetention } from './services/privacy';

/**
 * `npm run worker`: a process that only works the job queue (customer messages), beside API
 * processes started with JOBS=off. PostgreSQL only: the embedded database belongs to the one
 * process that opened it, which works its own queue.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  if (!config.DATABASE_URL) {
    console.error(
      'The worker needs DATABASE_URL (PostgreSQL). On the embedded database the API process works the queue itself.',
    );
    process.exit(78);
  }
  // Fastify's logger (pino), as the API logs: no HTTP server is started.
  const log = Fastify({ logger: { level: config.LOG_LEVEL, name: 'worker' } }).log;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  await migrate(database);
  const mail = createMailGateway(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const sms = await createSmsGateway(database.db, config);
  const jobs = await createJobs({ config, database, mail, sms, log });
  await jobs.start({ work: true });
  await scheduleRetention(database.db, jobs);
  log.info('working the job queue');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, finishing the jobs in hand`);
    jobs
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'error while stopping');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
