import { randomBytes, randomUUID } from 'node:crypto';
import {
  activityNote,
  WEBHOOK_DELIVERY_KEPT_DAYS,
  WEBHOOK_RESPONSE_KEPT_CHARS,
  WEBHOOK_RETRY_HOURS,
  WebhookMessages,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@rendezvous/domain';
import { and, arrayContains, eq, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db, Tx } from '../db/client';
import { appointments, businesses, reviews, users, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { TokenCipher } from '../gateways/oauth/token-cipher';
import type { WebhookTransport } from '../gateways/webhook-transport';
import type { JobQueue } from '../jobs/queue';
import { clock } from '../lib/clock';
import { createNotifications, type Announcer } from './notify';

export const WEBHOOK_QUEUE = 'webhook' as const;

const HOUR_MS = 3_600_000;
/**
 * The wait after each failed attempt (1 min, 5 min, 30 min, 2 h, 5 h, 10 h…): the eighth
 * attempt falls a day after the first; there are none after that.
 */
const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 2 * HOUR_MS, 5 * HOUR_MS, 10 * HOUR_MS];

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export const presentEndpoint = (row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  failing_since: row.failing_since?.toISOString() ?? null,
  disabled_reason: row.disabled_reason,
  created_at: row.created_at.toISOString(),
});

export const presentDelivery = (row: typeof webhookDeliveries.$inferSelect): WebhookDelivery => ({
  id: row.id,
  event_id: row.event_id,
  event: row.event as WebhookEvent,
  status: row.status,
  attempts: row.attempts,
  created_at: row.created_at.toISOString(),
  last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
  next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
  request_body: row.body,
  response_status: row.response_status,
  response_body: row.response_body,
  error: row.error,
});

/**
 * Adds the job that makes an attempt at the delivery, due at `dueAt`; `attempt` makes the job
 * one of a kind (the attempt's number, or a re-send's moment).
 */
export function queueAttempt(tx: Tx, jobs: JobQueue, deliveryId: number, attempt: string, dueAt: Date): Promise<string> {
  return jobs.add(tx, { queue: WEBHOOK_QUEUE, data: { deliveryId }, key: `webhook:${deliveryId}:${attempt}`, dueAt });
}

/**
 * Tells the business's endpoints that take `event` of it, in the transaction of the change: one
 * delivery row and one job per endpoint, so the event is sent exactly when the change commits.
 * With no such endpoint (most businesses), it costs one indexed query.
 */
export async function emitWebhookEvent(
  tx: Tx,
  jobs: JobQueue,
  businessId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.business_id, businessId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [event]),
      ),
    );
  if (endpoints.length === 0) return;
  const now = clock.now();
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({ id: eventId, type: event, created_at: now.toISOString(), business_id: businessId, data });
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        business_id: businessId,
        endpoint_id: endpoint.id,
        event_id: eventId,
        event,
        body,
        next_attempt_at: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await queueAttempt(tx, jobs, row.id, '1', now);
}

/** What an appointment event says of the appointment. */
export async function appointmentEventData(db: Db | Tx, appointmentId: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({
      id: appointments.id,
      business_id: appointments.business_id,
      status: appointments.status,
      date: appointments.date,
      start_time: appointments.start_time,
      end_time: appointments.end_time,
      starts_at: appointments.starts_at,
      ends_at: appointments.ends_at,
      consultant_id: appointments.consultant_id,
      customer_type: appointments.customer_type,
      customer_id: appointments.customerable_id,
      total: appointments.total,
      pay_now: appointments.pay_now,
      series_id: appointments.series_id,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  return { ...row, starts_at: row.starts_at.toISOString(), ends_at: row.ends_at.toISOString() };
}

/**
 * Emits an appointment event with the appointment as it now is (in the change's transaction).
 */
export async function emitAppointmentEvent(
  tx: Tx,
  jobs: JobQueue,
  appointmentId: number,
  event: Extract<WebhookEvent, `appointment.${string}`>,
): Promise<void> {
  const data = await appointmentEventData(tx, appointmentId);
  if (data) await emitWebhookEvent(tx, jobs, data.business_id as number, event, { appointment: data });
}

/** The appointment event a change of status tells, besides "changed". */
export function appointmentEventOfStatus(before: string, after: string): 'appointment.cancelled' | 'appointment.completed' | 'appointment.changed' {
  if (after !== before && after === 'cancelled') return 'appointment.cancelled';
  if (after !== before && after === 'completed') return 'appointment.completed';
  return 'appointment.changed';
}

/** Emits client.created with the client's contact fields. */
export async function emitClientCreated(tx: Tx, jobs: JobQueue, businessId: number, userId: number): Promise<void> {
  const [client] = await tx
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.business_id, businessId)));
  if (client) await emitWebhookEvent(tx, jobs, businessId, 'client.created', { client });
}

/** Emits review.posted with the review. */
export async function emitReviewPosted(tx: Tx, jobs: JobQueue, reviewId: number): Promise<void> {
  const [review] = await tx
    .select({
      id: reviews.id,
      business_id: reviews.business_id,
      appointment_id: reviews.appointment_id,
      client_id: reviews.user_id,
      rating: reviews.rating,
      text: reviews.text,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (review) await emitWebhookEvent(tx, jobs, review.business_id, 'review.posted', { review });
}

export interface WebhookDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  cipher: TokenCipher;
  transport: WebhookTransport;
  announcer: Announcer;
}

/**
 * One attempt at a delivery: signed (Standard Webhooks: `webhook-id` is the event's id, the
 * same on every attempt; `webhook-signature` an HMAC-SHA256 over id, timestamp and body), sent,
 * and its answer kept. A 2XX delivers it; anything else plans the next attempt while the day
 * lasts, then fails it. An endpoint failing for a day is turned off and its owner told.
 */
export async function deliverWebhook(deps: WebhookDeps, deliveryId: number): Promise<void> {
  const [found] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found || found.delivery.status !== 'pending') return;
  const { delivery, endpoint } = found;
  const now = clock.now();
  if (!endpoint.enabled) {
    await deps.db
      .update(webhookDeliveries)
      .set({ status: 'failed', error: 'The endpoint is turned off.', next_attempt_at: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }

  let status: number | null = null;
  let answer: string | null = null;
  let error: string | null = null;
  try {
    const secret = deps.cipher.decrypt(endpoint.secret_encrypted);
    const signature = new Webhook(secret).sign(delivery.event_id, now, delivery.body);
    const sent = await deps.transport.post(
      endpoint.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Rendezvous-Webhooks/1.0',
        'webhook-id': delivery.event_id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      delivery.body,
    );
    status = sent.status;
    answer = sent.body.slice(0, WEBHOOK_RESPONSE_KEPT_CHARS);
  } catch (failure) {
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
  }

  const delivered = status !== null && status >= 200 && status < 300;
  const attempts = delivery.attempts + 1;
  const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
  const next = new Date(now.getTime() + delay);
  const retry = !delivered && next.getTime() - delivery.created_at.getTime() <= WEBHOOK_RETRY_HOURS * HOUR_MS;
  const failingSince = delivered ? null : (endpoint.failing_since ?? now);
  const turnOff = !delivered && now.getTime() - failingSince!.getTime() >= WEBHOOK_RETRY_HOURS * HOUR_MS;

  const announce = await deps.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: delivered ? 'delivered' : retry && !turnOff ? 'pending' : 'failed',
        attempts,
        last_attempt_at: now,
        next_attempt_at: retry && !turnOff ? next : null,
        response_status: status,
        response_body: answer,
        error: delivered ? null : (error ?? `The endpoint answered ${status}.`),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (retry && !turnOff) await queueAttempt(tx, deps.jobs, delivery.id, String(attempts + 1), next);
    if (!turnOff) {
      if ((endpoint.failing_since === null) !== (failingSince === null)) {
        await tx.update(webhookEndpoints).set({ failing_since: failingSince }).where(eq(webhookEndpoints.id, endpoint.id));
      }
      return undefined;
    }
    const notice = WebhookMessages.disabledNotice(endpoint.url);
    await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabled_reason: notice })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', next_attempt_at: null, error: 'The endpoint was turned off.' })
      .where(and(eq(webhookDeliveries.endpoint_id, endpoint.id), eq(webhookDeliveries.status, 'pending')));
    const [business] = await tx
      .select({ owner: businesses.owner_admin_id })
      .from(businesses)
      .where(eq(businesses.id, endpoint.business_id));
    return createNotifications(deps.announcer, tx, {
      businessId: endpoint.business_id,
      adminIds: business?.owner ? [business.owner] : [],
      type: 'appointment',
      body: activityNote('bellWebhookTurnedOff', { url: endpoint.url, hours: WEBHOOK_RETRY_HOURS }),
    });
  });
  announce?.();
  if (!delivered) deps.log.info({ deliveryId, status, error, retry }, 'webhook delivery failed');
}

/**
 * Deletes settled deliveries older than WEBHOOK_DELIVERY_KEPT_DAYS (run with the nightly
 * retention job): their bodies hold customers' names and addresses, kept no longer than a
 * receiver's troubleshooting needs. Answers how many went.
 */
export async function pruneWebhookDeliveries(db: Db): Promise<number> {
  const before = new Date(clock.now().getTime() - WEBHOOK_DELIVERY_KEPT_DAYS * 24 * HOUR_MS);
  const gone = await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.created_at, before)))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
