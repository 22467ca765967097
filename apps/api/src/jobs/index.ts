import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { MailGateway } from '../gateways/mail';
import type { SmsGateway } from '../gateways/sms';
import { APPOINTMENT_MESSAGE_QUEUE, deliverAppointmentMessage } from '../notifications/appointment-messages';
import { RETRY_LIMIT, createJobQueue, type JobQueue } from './queue';

/**
 * The API's job queue with every handler registered: what the API process and the worker
 * process (`src/worker.ts`) both run.
 */
export async function createJobs(deps: {
  config: Config;
  database: Database;
  mail: MailGateway;
  sms: SmsGateway;
  log: FastifyBaseLogger;
}): Promise<JobQueue> {
  const { config, database, mail, sms, log } = deps;
  const jobs = await createJobQueue(database, log, config.DATABASE_URL);
  const host = new URL(config.PUBLIC_URL).hostname;
  jobs.handle(APPOINTMENT_MESSAGE_QUEUE, (data, job) =>
    deliverAppointmentMessage({ db: database.db, jobs, mail, sms, log, host }, Number(data.deliveryId), {
      last: job.retryCount >= RETRY_LIMIT,
    }),
  );
  return jobs;
}
