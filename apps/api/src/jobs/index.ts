import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { MailGateway } from '../gateways/mail';
import type { SmsGateway } from '../gateways/sms';
import {
  APPOINTMENT_MESSAGE_QUEUE,
  deliverAppointmentMessage,
  loadDeliveryContextOf,
  type DeliveryContext,
} from '../notifications/appointment-messages';
import { MessageLinks } from '../notifications/links';
import { SILENT, type Announcer } from '../services/notify';
import { createWebhookTransport } from '../gateways/webhook-transport';
import { integrationCipher } from '../gateways/oauth/token-cipher';
import { RETENTION_QUEUE, pruneOutboundLog, runRetention } from '../services/privacy';
import { WAITLIST_QUEUE, runWaitlistJob } from '../services/waitlist';
import { WEBHOOK_QUEUE, deliverWebhook, pruneWebhookDeliveries } from '../services/webhooks';
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
  /** Where the bells jobs ring are announced: the API's realtime hub; none in a worker. */
  announcer?: Announcer;
}): Promise<JobQueue> {
  const { config, database, mail, sms, log, announcer = SILENT } = deps;
  const jobs = await createJobQueue(database, log, config.DATABASE_URL);
  const host = new URL(config.PUBLIC_URL).hostname;
  const links = new MessageLinks(config);
  const delivery = { db: database.db, jobs, mail, sms, log, host, links, announcer };
  jobs.handle<DeliveryContext>(
    APPOINTMENT_MESSAGE_QUEUE,
    (data, job, context) =>
      deliverAppointmentMessage(delivery, Number(data.deliveryId), { last: job.retryCount >= RETRY_LIMIT }, context),
    { prepare: (batch) => loadDeliveryContextOf(database.db, batch.map((data) => Number(data.deliveryId))) },
  );
  jobs.handle(WAITLIST_QUEUE, (data) => runWaitlistJob({ db: database.db, jobs, mail, sms, links, log }, data));
  const webhooks = {
    db: database.db,
    jobs,
    log,
    cipher: integrationCipher(config),
    transport: createWebhookTransport(config),
    announcer,
  };
  jobs.handle(WEBHOOK_QUEUE, (data) => deliverWebhook(webhooks, Number(data.deliveryId)));
  jobs.handle(RETENTION_QUEUE, async () => {
    const erased = await runRetention({ db: database.db, jobs });
    if (erased > 0) log.info({ erased }, 'retention: guests without an appointment for their business\'s period erased');
    const pruned = await pruneWebhookDeliveries(database.db);
    if (pruned > 0) log.info({ pruned }, 'retention: webhook deliveries past their keeping time deleted');
    const sent = await pruneOutboundLog(database.db);
    if (sent > 0) log.info({ pruned: sent }, 'retention: records of sent mail and SMS past their keeping time deleted');
  });
  return jobs;
}
