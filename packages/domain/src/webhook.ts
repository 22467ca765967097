import { z } from './zod';
import { IdSchema, TimestampSchema, isWebLink, singleLineText } from './common';
import { TEXT_MAX } from './constants';

/*
 * Outgoing webhooks (issue 27): an owner registers HTTPS endpoints that are told when
 * appointments, clients and reviews change. Each delivery is signed the Standard Webhooks way
 * (https://www.standardwebhooks.com: HMAC-SHA256 over id, timestamp and body, like Stripe's
 * scheme), retried with backoff for a day, and kept with its request and answer to re-send.
 */

export const WEBHOOK_EVENTS = [
  'appointment.created',
  'appointment.changed',
  'appointment.cancelled',
  'appointment.completed',
  'client.created',
  'review.posted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'appointment.created': 'Appointment created',
  'appointment.changed': 'Appointment changed',
  'appointment.cancelled': 'Appointment cancelled',
  'appointment.completed': 'Appointment completed',
  'client.created': 'Client created',
  'review.posted': 'Review posted',
};

/** The most endpoints a business registers. */
export const WEBHOOK_ENDPOINTS_PER_BUSINESS = 10;
/** A delivery is tried again for this long; an endpoint failing this long is turned off. */
export const WEBHOOK_RETRY_HOURS = 24;
/** How much of an endpoint's answer is kept with a delivery. */
export const WEBHOOK_RESPONSE_KEPT_CHARS = 2000;
/** How long a delivery (with the personal data its body may hold) is kept once it is settled. */
export const WEBHOOK_DELIVERY_KEPT_DAYS = 30;
/** How many deliveries of an endpoint are listed (newest first). */
export const WEBHOOK_DELIVERIES_LISTED = 50;

export const WebhookMessages = {
  urlRequired: 'Enter the address that receives the events',
  urlHttps: 'The address must start with https://',
  urlPrivate: 'This address leads to a private or local network: use an address reachable on the internet.',
  eventsRequired: 'Choose at least one event',
  limitReached: (max: number) => `A business registers at most ${max} webhook endpoints. Remove one before adding another.`,
  created: 'Webhook endpoint added. Copy its signing secret now: it is not shown again.',
  updated: 'Webhook endpoint saved.',
  deleted: 'Webhook endpoint removed. It receives nothing more.',
  notFound: 'This webhook endpoint does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  resent: 'The event is being sent again.',
  disabledNotice: (url: string) =>
    `The webhook endpoint ${url} failed for ${WEBHOOK_RETRY_HOURS} hours and was turned off. Turn it on again in Business → Integrations once it answers.`,
} as const;

/** An https:// address of at most 2,048 characters (where it leads is checked by the server). */
const webhookUrl = /* @__PURE__ */ (() =>
  singleLineText({ label: 'Address', max: TEXT_MAX.url })
    .min(1, { error: WebhookMessages.urlRequired })
    .refine((text) => !text || (isWebLink(text) && text.toLowerCase().startsWith('https://')), {
      error: WebhookMessages.urlHttps,
    }))();

const webhookEvents = /* @__PURE__ */ (() =>
  z
    .array(z.enum(WEBHOOK_EVENTS, { error: WebhookMessages.eventsRequired }), { error: WebhookMessages.eventsRequired })
    .min(1, { error: WebhookMessages.eventsRequired })
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))))();

// The schemas are marked pure so the console's routes that never read them do not carry them.

/** An endpoint as its business lists it: never its secret. */
export const WebhookEndpointSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Since when its deliveries fail (null while they succeed). */
  failing_since: TimestampSchema.nullable(),
  /** Why it was turned off by the server (failing for a day), if it was. */
  disabled_reason: z.string().nullable(),
  created_at: TimestampSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** An endpoint just added: with the secret its deliveries are signed with, shown this once. */
export const CreatedWebhookEndpointSchema = /* @__PURE__ */ WebhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

/** Body of POST webhook-endpoints. */
export const CreateWebhookEndpointInputSchema = /* @__PURE__ */ z.strictObject({
  url: webhookUrl,
  description: /* @__PURE__ */ singleLineText({ label: 'Description', max: TEXT_MAX.name }).optional(),
  events: webhookEvents,
});
export type CreateWebhookEndpointInput = z.input<typeof CreateWebhookEndpointInputSchema>;

/** Body of PATCH webhook-endpoints/{id}: what is sent changes; `enabled: true` turns it on again. */
export const UpdateWebhookEndpointInputSchema = /* @__PURE__ */ z.strictObject({
  url: /* @__PURE__ */ webhookUrl.optional(),
  description: /* @__PURE__ */ singleLineText({ label: 'Description', max: TEXT_MAX.name }).optional(),
  events: /* @__PURE__ */ webhookEvents.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.input<typeof UpdateWebhookEndpointInputSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One event sent (or being sent) to an endpoint, with the last attempt's request and answer. */
export const WebhookDeliverySchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  /** The event's id, the same on every attempt and re-send (the receiver deduplicates by it). */
  event_id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  created_at: TimestampSchema,
  last_attempt_at: TimestampSchema.nullable(),
  next_attempt_at: TimestampSchema.nullable(),
  /** The JSON body sent. */
  request_body: z.string(),
  response_status: z.number().int().nullable(),
  /** The first characters of the endpoint's answer. */
  response_body: z.string().nullable(),
  /** Why the last attempt failed without an answer (timeout, refused address…). */
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
