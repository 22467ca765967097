import {
  activityNote,
  NOTIFICATION_SETTING_CODES,
  type ActivityNote,
  quietHoursEnd,
  timeOfDay,
  toE164,
  type MessageChannel,
} from '@rendezvous/domain';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { CustomerAppointment } from '@rendezvous/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import {
  appointments,
  businessSettings,
  businesses,
  guests,
  messageDeliveries,
  smsOptOuts,
  timezones,
  users,
} from '../db/schema';
import { MailRefused, type MailGateway } from '../gateways/mail';
import { SmsRefused, type SmsGateway } from '../gateways/sms';
import type { JobQueue } from '../jobs/queue';
import { clock } from '../lib/clock';
import { createNotifications, type Announcer } from '../services/notify';
import {
  appointmentIcs,
  businessAdminIds,
  businessLocation,
  presentCustomerAppointments,
  selectCustomerAppointmentRows,
} from '../routes/customer-auth/appointments';
import type { MessageLinks } from './links';
import { renderAppointmentMessage, renderAppointmentSms, type Language, type MessageStep } from './render';

export const APPOINTMENT_MESSAGE_QUEUE = 'appointment-message';

/** What happened to the appointment: what its customer is told at once. */
export type AppointmentEvent = 'booked' | 'moved' | 'cancelled';

const FIRST_STEP: Record<AppointmentEvent, MessageStep> = {
  booked: 'confirmation',
  moved: 'change',
  cancelled: 'cancellation',
};

/**
 * What a change tells the customer, if anything: a cancellation; a new time, consultant or
 * customer (the new customer hears of it as a booking); an appointment made active again. A
 * status such as completed or missed, or a past appointment, tells them nothing.
 */
export function eventOfChange(
  before: { status: string; customer_type: string; customerable_id: number },
  after: { status: string; customer_type: string; customerable_id: number; starts_at: Date },
  rebooked: boolean,
  now = clock.now(),
): AppointmentEvent | null {
  if (after.status === 'cancelled') return before.status === 'cancelled' ? null : 'cancelled';
  if (after.status !== 'active' || after.starts_at <= now) return null;
  const otherCustomer =
    before.customer_type !== after.customer_type || before.customerable_id !== after.customerable_id;
  if (before.status !== 'active' || otherCustomer) return 'booked';
  return rebooked ? 'moved' : null;
}

export type MessageSettings = Record<(typeof NOTIFICATION_SETTING_CODES)[number], boolean>;

/** Settings that are on unless the business turned them on explicitly (opt-in). */
const OPT_IN = new Set<string>(['sms_notifications']);

/** The business's message settings: a setting with no row is on (the spec's defaults), SMS excepted. */
export async function messageSettings(tx: Db | Tx, businessId: number): Promise<MessageSettings> {
  const rows = await tx
    .select({ code: businessSettings.setting_code, active: businessSettings.is_active })
    .from(businessSettings)
    .where(
      and(
        eq(businessSettings.business_id, businessId),
        inArray(businessSettings.setting_code, [...NOTIFICATION_SETTING_CODES]),
      ),
    );
  const stored = new Map(rows.map((r) => [r.code, r.active === 1]));
  return Object.fromEntries(
    NOTIFICATION_SETTING_CODES.map((code) => [code, stored.get(code) ?? !OPT_IN.has(code)]),
  ) as MessageSettings;
}

/**
 * Plans the customer's messages about an appointment just booked, moved or cancelled, in the
 * transaction that made the change: the notice of the change at once and, unless it was
 * cancelled, a reminder at each of the business's lead times still ahead. Reminders planned
 * before are superseded. Each message is a delivery row and a job with the same key.
 */
export async function planAppointmentMessages(
  tx: Tx,
  jobs: JobQueue,
  log: FastifyBaseLogger,
  appointmentId: number,
  event: AppointmentEvent,
): Promise<void> {
  const [appointment] = await tx
    .select({
      business_id: appointments.business_id,
      customer_type: appointments.customer_type,
      customerable_id: appointments.customerable_id,
      starts_at: appointments.starts_at,
      chosen: appointments.message_channels,
      lead_minutes: businesses.reminder_lead_minutes,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.business_id))
    .where(eq(appointments.id, appointmentId));
  if (!appointment) return;

  // What was planned before and not sent yet no longer holds.
  await tx
    .update(messageDeliveries)
    .set({ status: 'superseded', detail: `superseded: appointment ${event}` })
    .where(and(eq(messageDeliveries.appointment_id, appointmentId), eq(messageDeliveries.status, 'scheduled')));

  const settings = await messageSettings(tx, appointment.business_id);
  // What the customer chose when booking on the site, among what the business has on.
  const chosen = (channel: MessageChannel) => !appointment.chosen || appointment.chosen.includes(channel);
  const channels: MessageChannel[] = [];
  if (settings.email_notifications && chosen('email')) channels.push('email');
  if (settings.sms_notifications && chosen('sms')) {
    const table = appointment.customer_type === 'user' ? users : guests;
    const [customer] = await tx
      .select({ phone: table.phone })
      .from(table)
      .where(eq(table.id, appointment.customerable_id));
    if (toE164(customer?.phone)) channels.push('sms');
    else log.info({ appointmentId }, 'no SMS: the customer has no valid phone number');
  }
  if (channels.length === 0) {
    log.info(
      { appointmentId, event },
      'no customer message: no channel the business has on and the customer chose',
    );
    return;
  }
  const [{ last } = { last: 0 }] = await tx
    .select({ last: max(messageDeliveries.version) })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.appointment_id, appointmentId));
  const version = (last ?? 0) + 1;
  const now = clock.now();

  const steps: { step: string; dueAt: Date }[] = [{ step: FIRST_STEP[event], dueAt: now }];
  if (event !== 'cancelled' && settings.appointment_reminders) {
    for (const minutes of appointment.lead_minutes) {
      const dueAt = new Date(appointment.starts_at.getTime() - minutes * 60_000);
      if (dueAt > now) steps.push({ step: `reminder:${minutes}`, dueAt });
      else log.info({ appointmentId, minutes }, 'no reminder: the appointment was made inside this lead time');
    }
  }

  const recipient = { type: appointment.customer_type, id: appointment.customerable_id };
  for (const { step, dueAt, channel } of steps.flatMap((s) => channels.map((channel) => ({ ...s, channel })))) {
    const key = ['appointment', appointmentId, 'v', version, step, recipient.type, recipient.id, channel].join(':');
    const jobId = jobs.idFor(key);
    const [delivery] = await tx
      .insert(messageDeliveries)
      .values({
        business_id: appointment.business_id,
        appointment_id: appointmentId,
        version,
        step,
        recipient_type: recipient.type,
        recipient_id: recipient.id,
        channel,
        due_at: dueAt,
        job_id: jobId,
      })
      .onConflictDoNothing()
      .returning({ id: messageDeliveries.id });
    if (!delivery) continue;
    await jobs.add(tx, { queue: APPOINTMENT_MESSAGE_QUEUE, data: { deliveryId: delivery.id }, key, dueAt });
  }
}

/**
 * Schedules again, now, a delivery that failed after its retries, with a job of its own (the
 * first one is dead). Answers the row, or why not.
 */
export async function retryDelivery(
  tx: Tx,
  jobs: JobQueue,
  target: { businessId: number; appointmentId: number; deliveryId: number; by: number },
): Promise<typeof messageDeliveries.$inferSelect | 'not found' | 'not failed'> {
  const [row] = await tx
    .select()
    .from(messageDeliveries)
    .where(
      and(
        eq(messageDeliveries.id, target.deliveryId),
        eq(messageDeliveries.appointment_id, target.appointmentId),
        eq(messageDeliveries.business_id, target.businessId),
      ),
    )
    .for('update');
  if (!row) return 'not found';
  if (row.status !== 'failed') return 'not failed';
  const dueAt = clock.now();
  const key = ['delivery', row.id, 'retry', row.attempts].join(':');
  const jobId = await jobs.add(tx, { queue: APPOINTMENT_MESSAGE_QUEUE, data: { deliveryId: row.id }, key, dueAt });
  const [updated] = await tx
    .update(messageDeliveries)
    .set({ status: 'scheduled', due_at: dueAt, job_id: jobId, detail: `sent again by admin ${target.by}` })
    .where(eq(messageDeliveries.id, row.id))
    .returning();
  return updated!;
}

/** What sending deliveries reads besides the delivery rows: read once for a batch of them. */
export interface DeliveryContext {
  /** By appointment id, as its customer sees it. */
  appointments: Map<number, CustomerAppointment>;
  /** By 'user:<id>' / 'guest:<id>'. */
  customers: Map<string, DeliveryCustomer>;
  businesses: Map<number, DeliveryBusiness>;
  /** The customer's time zone by appointment id. */
  zones: Map<number, string>;
}
type DeliveryCustomer = Awaited<ReturnType<typeof customersOf>>[number];
type DeliveryBusiness = Awaited<ReturnType<typeof businessesOf>>[number] & { location: string };

function customersOf(db: Db, type: 'user' | 'guest', ids: number[]) {
  const table = type === 'user' ? users : guests;
  return db
    .select({
      id: table.id,
      business_id: table.business_id,
      firstname: table.firstname,
      lastname: table.lastname,
      email: table.email,
      phone: table.phone,
      language: table.language,
      email_reminders_opt_out_at: table.email_reminders_opt_out_at,
    })
    .from(table)
    .where(inArray(table.id, ids));
}

function businessesOf(db: Db, ids: number[]) {
  return db
    .select({
      id: businesses.id,
      email: businesses.email,
      name: businesses.name,
      subdomain: businesses.subdomain,
      default_language: businesses.default_language,
      quiet_start: businesses.quiet_hours_start,
      quiet_end: businesses.quiet_hours_end,
      sms_two_way: businesses.sms_two_way,
    })
    .from(businesses)
    .where(inArray(businesses.id, ids));
}

/**
 * Reads, in a few queries whatever the number of deliveries, what rendering them needs: their
 * appointments as the customer sees them, the customers, the businesses (with the address
 * calendar files name) and the customers' time zones. A batch of 50 due messages is read at
 * once, just before it is sent, rather than seven queries a message.
 */
export async function loadDeliveryContext(
  db: Db,
  deliveries: { appointment_id: number; business_id: number; recipient_type: 'user' | 'guest'; recipient_id: number }[],
): Promise<DeliveryContext> {
  if (deliveries.length === 0) {
    return { appointments: new Map(), customers: new Map(), businesses: new Map(), zones: new Map() };
  }
  const unique = (xs: number[]) => [...new Set(xs)];
  const appointmentIds = unique(deliveries.map((d) => d.appointment_id));
  const businessIds = unique(deliveries.map((d) => d.business_id));
  const idsOf = (type: 'user' | 'guest') =>
    unique(deliveries.filter((d) => d.recipient_type === type).map((d) => d.recipient_id));
  const [rows, userRows, guestRows, businessRows, zoneRows] = await Promise.all([
    selectCustomerAppointmentRows(db, inArray(appointments.id, appointmentIds)),
    idsOf('user').length ? customersOf(db, 'user', idsOf('user')) : [],
    idsOf('guest').length ? customersOf(db, 'guest', idsOf('guest')) : [],
    businessesOf(db, businessIds),
    db
      .select({ id: appointments.id, name: timezones.name })
      .from(appointments)
      .innerJoin(timezones, eq(timezones.id, appointments.customer_timezone_id))
      .where(inArray(appointments.id, appointmentIds)),
  ]);
  // Service lines are read per business (presentCustomerAppointments reads one business's).
  const presented = (
    await Promise.all(
      businessIds.map((id) => presentCustomerAppointments(db, rows.filter((r) => r.business_id === id))),
    )
  ).flat();
  const located = await Promise.all(
    businessRows.map(async (b) => ({ ...b, location: await businessLocation(db, b.id, b.name) })),
  );
  return {
    appointments: new Map(presented.map((a) => [a.id, a])),
    customers: new Map([
      ...userRows.map((c) => [`user:${c.id}`, c] as const),
      ...guestRows.map((c) => [`guest:${c.id}`, c] as const),
    ]),
    businesses: new Map(located.map((b) => [b.id, b])),
    zones: new Map(zoneRows.map((z) => [z.id, z.name])),
  };
}

/** The context of a batch of deliveries named by id (those still to send). */
export async function loadDeliveryContextOf(db: Db, deliveryIds: number[]): Promise<DeliveryContext> {
  const rows = await db
    .select({
      appointment_id: messageDeliveries.appointment_id,
      business_id: messageDeliveries.business_id,
      recipient_type: messageDeliveries.recipient_type,
      recipient_id: messageDeliveries.recipient_id,
    })
    .from(messageDeliveries)
    .where(and(inArray(messageDeliveries.id, deliveryIds), eq(messageDeliveries.status, 'scheduled')));
  return loadDeliveryContext(db, rows);
}

export interface DeliveryDeps {
  db: Db;
  /** Where an SMS held for quiet hours, or its e-mail instead, is queued again. */
  jobs: JobQueue;
  mail: MailGateway;
  sms: SmsGateway;
  log: FastifyBaseLogger;
  /** The host named in calendar files' UIDs (the public URL's). */
  host: string;
  /** Signs the unsubscribe link every e-mail carries, and the manage link of confirmations. */
  links: MessageLinks;
  /** Announces the owner's bell when a message fails for good. */
  announcer: Announcer;
}

/** Whether a business's customer texted STOP to it (and not START since). */
export async function isOptedOut(db: Db | Tx, businessId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: smsOptOuts.id })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.business_id, businessId), eq(smsOptOuts.phone, phone)));
  return row !== undefined;
}

/** Why a message failed for good: the bell's key for it, with the provider's words if any. */
type Unsent =
  | { key: 'bellMessageOptedOut' }
  | { key: 'bellMessageRefused' | 'bellMessageRefusedByMailServer'; reason: string }
  | { key: 'bellMessageFailedAfterRetries'; reason: string; attempts: number };

/** The bell's text for a message that failed for good. */
function unsentNote(delivery: typeof messageDeliveries.$inferSelect, customerName: string, unsent: Unsent): ActivityNote {
  const base = {
    step: delivery.step.startsWith('reminder:') ? 'reminder' : (delivery.step as MessageStep),
    name: customerName,
    channel: delivery.channel === 'sms' ? ('sms' as const) : ('email' as const),
  };
  switch (unsent.key) {
    case 'bellMessageOptedOut':
      return activityNote(unsent.key, base);
    case 'bellMessageFailedAfterRetries':
      return activityNote(unsent.key, { ...base, reason: unsent.reason, attempts: unsent.attempts });
    case 'bellMessageRefused':
    case 'bellMessageRefusedByMailServer':
      return activityNote(unsent.key, { ...base, reason: unsent.reason });
  }
}

/**
 * The bell of a message that failed for good (refused, opted out, or out of retries): the
 * owner and the business's admins hear of it, since no one else will.
 */
async function bellPermanentFailure(
  deps: DeliveryDeps,
  delivery: typeof messageDeliveries.$inferSelect,
  customerName: string,
  unsent: Unsent,
): Promise<void> {
  try {
    await ringFailureBell(deps, delivery, unsentNote(delivery, customerName, unsent));
  } catch (error) {
    // The delivery's own end is recorded already; a lost bell must not send it again.
    deps.log.error({ err: error, deliveryId: delivery.id }, 'the failure bell could not be rung');
  }
}

async function ringFailureBell(
  deps: DeliveryDeps,
  delivery: typeof messageDeliveries.$inferSelect,
  body: ActivityNote,
): Promise<void> {
  const [business] = await deps.db
    .select({ owner: businesses.owner_admin_id })
    .from(businesses)
    .where(eq(businesses.id, delivery.business_id));
  const adminIds = [
    ...(business?.owner ? [business.owner] : []),
    ...(await businessAdminIds(deps.db, delivery.business_id)),
  ];
  const announce = await createNotifications(deps.announcer, deps.db, {
    businessId: delivery.business_id,
    adminIds,
    type: delivery.channel === 'sms' ? 'sms' : 'appointment',
    body,
    sender: { type: delivery.recipient_type, id: delivery.recipient_id },
  });
  announce();
}

/**
 * Sends one planned message, rendered now from the appointment as it is, in its customer's
 * language and time zone. A delivery no longer scheduled (superseded, or sent by an earlier
 * run) sends nothing: that, and the row claimed before sending, is what keeps a retried or
 * duplicated job from sending twice.
 */
export async function deliverAppointmentMessage(
  deps: DeliveryDeps,
  deliveryId: number,
  attempt: { last: boolean } = { last: false },
  context?: DeliveryContext,
): Promise<void> {
  const { db } = deps;
  // Claim: only a scheduled delivery moves on, and only one run claims it.
  const [claimed] = await db
    .update(messageDeliveries)
    .set({ status: 'sending', attempts: sql`${messageDeliveries.attempts} + 1` })
    .where(and(eq(messageDeliveries.id, deliveryId), eq(messageDeliveries.status, 'scheduled')))
    .returning();
  if (!claimed) return;

  const finish = (values: Partial<typeof messageDeliveries.$inferInsert>) =>
    db.update(messageDeliveries).set(values).where(eq(messageDeliveries.id, deliveryId));
  let customerName = 'the customer';
  /** Ends the delivery failed, with no retry, and rings the owner's bell. */
  const failForGood = async (
    values: Partial<typeof messageDeliveries.$inferInsert>,
    reason: string,
    unsent: Unsent,
  ) => {
    await finish({ ...values, status: 'failed', detail: `refused: ${reason}` });
    await bellPermanentFailure(deps, claimed, customerName, unsent);
  };

  try {
    // Read for the whole batch before it ran, or now for this one delivery.
    const key = `${claimed.recipient_type}:${claimed.recipient_id}`;
    const read =
      context?.appointments.has(claimed.appointment_id) && context.customers.has(key)
        ? context
        : await loadDeliveryContext(db, [claimed]);
    const appointment = read.appointments.get(claimed.appointment_id);
    if (!appointment || appointment.business_id !== claimed.business_id) {
      await finish({ status: 'skipped', detail: 'the appointment no longer exists' });
      return;
    }
    const customer = read.customers.get(key);
    const business = read.businesses.get(claimed.business_id);
    const zone = read.zones.get(claimed.appointment_id);
    if (!customer || customer.business_id !== claimed.business_id || !business) {
      await finish({ status: 'skipped', detail: 'the customer no longer exists' });
      return;
    }
    customerName = `${customer.firstname} ${customer.lastname}`.trim();
    const step = claimed.step.startsWith('reminder:') ? 'reminder' : (claimed.step as MessageStep);
    if (step === 'reminder' && appointment.status !== 'active') {
      await finish({ status: 'skipped', detail: `the appointment is ${appointment.status}` });
      return;
    }
    const language: Language = customer.language ?? business.default_language;
    const timeZone = zone ?? appointment.time_zone;
    /** What every text of the message says, read once the message is sure to go. */
    const factsFor = () => ({
      language,
      name: customer.firstname,
      appointment: appointment,
      location: business.location,
      timeZone,
      twoWay: business.sms_two_way,
      unsubscribeUrl: deps.links.unsubscribeUrl({ type: claimed.recipient_type, id: claimed.recipient_id }),
      // Where the customer cancels or moves it with no account (the site's manage page).
      manageUrl: business.subdomain
        ? deps.links.manageUrl(business.subdomain, {
            appointmentId: claimed.appointment_id,
            customer: { type: claimed.recipient_type, id: claimed.recipient_id },
          })
        : undefined,
    });
    if (claimed.channel === 'sms') {
      const phone = toE164(customer.phone);
      if (!phone) {
        await finish({ status: 'skipped', detail: 'the customer has no valid phone number', language });
        return;
      }
      const quiet =
        business.quiet_start === null || business.quiet_end === null
          ? null
          : { start: timeOfDay(business.quiet_start), end: timeOfDay(business.quiet_end) };
      // A job never runs before its due time on the queue's clock; the API's may read a moment
      // earlier, and the message is sent for its due time at the soonest.
      const at = new Date(Math.max(clock.ms(), claimed.due_at.getTime()));
      const until = quietHoursEnd(at, quiet, timeZone);
      if (until) {
        await outsideQuietHours(deps, claimed, {
          until,
          startsAt: new Date(appointment.starts_at),
          timeZone,
          hasEmail: Boolean(customer.email),
          language,
        });
        return;
      }
      if (await isOptedOut(db, claimed.business_id, phone)) {
        await failForGood({ address: phone, language }, 'the customer opted out by SMS', {
          key: 'bellMessageOptedOut',
        });
        return;
      }
      const facts = factsFor();
      try {
        const sent = await deps.sms.send({ business_id: claimed.business_id, to: phone, body: renderAppointmentSms(step, facts) });
        await finish({ status: 'sent', sent_at: clock.now(), address: phone, language, detail: sent.detail });
      } catch (error) {
        if (!(error instanceof SmsRefused)) throw error;
        // For good: no retry changes an invalid or opted-out number.
        await failForGood({ address: phone, language }, error.message, {
          key: 'bellMessageRefused',
          reason: error.message,
        });
      }
      return;
    }
    if (step === 'reminder' && customer.email_reminders_opt_out_at) {
      await finish({
        status: 'skipped',
        language,
        detail: 'skipped: the customer unsubscribed from e-mail reminders',
      });
      return;
    }
    if (!customer.email) {
      await finish({ status: 'skipped', detail: 'the customer has no e-mail address', language });
      return;
    }
    const facts = factsFor();
    const message = renderAppointmentMessage(step, facts);
    try {
      await deps.mail.send(
        {
          business_id: claimed.business_id,
          to: customer.email,
          subject: message.subject,
          text: message.text,
          attachments: [
            {
              filename: 'appointment.ics',
              content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: appointmentIcs(appointment, { location: facts.location, host: deps.host, businessEmail: business.email }),
            },
          ],
        },
        // Delivered before the job ends, so a refusal is known: a hard bounce fails at once.
        { wait: true },
      );
    } catch (error) {
      if (!(error instanceof MailRefused)) throw error;
      await failForGood({ address: customer.email, language }, `the mail server refused it: ${error.message}`, {
        key: 'bellMessageRefusedByMailServer',
        reason: error.message,
      });
      return;
    }
    await finish({
      status: 'sent',
      sent_at: clock.now(),
      address: customer.email,
      language,
      detail: deps.mail.kind === 'smtp' ? 'accepted by the SMTP server' : 'kept in the development mailbox',
    });
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 500);
    // Scheduled again, so the queue's retry (with backoff) sends it; after the last, failed.
    await finish({ status: attempt.last ? 'failed' : 'scheduled', detail: `failed: ${reason}` });
    if (attempt.last) {
      await bellPermanentFailure(deps, claimed, customerName, {
        key: 'bellMessageFailedAfterRetries',
        reason,
        attempts: claimed.attempts,
      });
    }
    throw error;
  }
}

/** An instant as the recipient's clocks show it, for the delivery log: "2027-06-02 08:00 EDT". */
function localStamp(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return `${date} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/**
 * An SMS claimed inside the business's quiet hours: held until they end when that is still
 * before the appointment starts (the delivery scheduled again, with a job of its own), else
 * skipped for an e-mail of the same message, unless one is already planned or the customer
 * has no address.
 */
async function outsideQuietHours(
  deps: DeliveryDeps,
  claimed: typeof messageDeliveries.$inferSelect,
  quiet: { until: Date; startsAt: Date; timeZone: string; hasEmail: boolean; language: Language },
): Promise<void> {
  const { until, startsAt, timeZone, hasEmail, language } = quiet;
  const ends = localStamp(until, timeZone);
  await deps.db.transaction(async (tx) => {
    if (until < startsAt) {
      const key = ['delivery', claimed.id, 'quiet-hours', until.toISOString()].join(':');
      const jobId = await deps.jobs.add(tx, {
        queue: APPOINTMENT_MESSAGE_QUEUE,
        data: { deliveryId: claimed.id },
        key,
        dueAt: until,
      });
      await tx
        .update(messageDeliveries)
        // A hold is not an attempt to send.
        .set({
          status: 'scheduled',
          due_at: until,
          job_id: jobId,
          attempts: claimed.attempts - 1,
          detail: `held for quiet hours until ${ends}`,
        })
        .where(eq(messageDeliveries.id, claimed.id));
      return;
    }
    const skip = (detail: string) =>
      tx
        .update(messageDeliveries)
        .set({ status: 'skipped', language, detail })
        .where(eq(messageDeliveries.id, claimed.id));
    const late = `quiet hours until ${ends}, after the appointment starts`;
    if (!hasEmail) {
      await skip(`${late}; the customer has no e-mail address`);
      return;
    }
    // The key the planner gives an e-mail of this step: one e-mail per step, however planned.
    const key = [
      'appointment',
      claimed.appointment_id,
      'v',
      claimed.version,
      claimed.step,
      claimed.recipient_type,
      claimed.recipient_id,
      'email',
    ].join(':');
    const now = clock.now();
    const [email] = await tx
      .insert(messageDeliveries)
      .values({
        business_id: claimed.business_id,
        appointment_id: claimed.appointment_id,
        version: claimed.version,
        step: claimed.step,
        recipient_type: claimed.recipient_type,
        recipient_id: claimed.recipient_id,
        channel: 'email',
        due_at: now,
        job_id: deps.jobs.idFor(key),
        detail: 'instead of an SMS in quiet hours',
      })
      .onConflictDoNothing()
      .returning({ id: messageDeliveries.id });
    if (!email) {
      await skip(`${late}; the same message goes by e-mail`);
      return;
    }
    await deps.jobs.add(tx, {
      queue: APPOINTMENT_MESSAGE_QUEUE,
      data: { deliveryId: email.id },
      key,
      dueAt: now,
    });
    await skip(`${late}: sent by e-mail instead`);
  });
  deps.jobs.nudge();
}
