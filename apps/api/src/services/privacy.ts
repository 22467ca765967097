import {
  AppError,
  CONSENT_WORDING,
  ERASED_FIRSTNAME,
  PrivacyActivityNotes,
  ERASED_TEXT,
  ErrorCode,
  HttpMessages,
  PrivacyMessages,
  erasedEmail,
  toE164,
  type ConsentPurpose,
  type ConsentSource,
  type ActivityNote,
  type ConsentStatus,
  type Erasure,
  type PrivacyExport,
} from '@rendezvous/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  admins,
  appointmentServices,
  appointments,
  authTokens,
  businesses,
  consents,
  consultants,
  guests,
  merchantCustomers,
  messageDeliveries,
  messages,
  outboundMail,
  outboundSms,
  paymentMethods,
  reviews,
  users,
  waitlistEntries,
} from '../db/schema';
import { clock } from '../lib/clock';
import type { JobQueue } from '../jobs/queue';
import { recordActivity } from './activities';

/*
 * Privacy requests (issue 26): hand over what we hold about one client or guest, and erase it.
 * Erasing anonymizes in place: the person's row stays (appointments point at it and keep
 * their amounts for the books), with a placeholder name, an undeliverable address and no
 * phone, password or picture; the words they wrote (messages, reviews) are replaced, their
 * sessions end, their waitlist entries go and their saved cards are never charged again.
 */

export type PersonType = 'user' | 'guest';

/** Who asked: an admin of the business, the customer themself on the site, or the retention job. */
export type PrivacyInitiator =
  | { kind: 'admin'; adminId: number }
  | { kind: 'self' }
  | { kind: 'retention' };

const personTable = (type: PersonType) => (type === 'user' ? users : guests);

/** The customer's rows in a polymorphic (type, id) pair of columns. */
const isPerson = (type: PersonType, id: number) => ({
  messages: or(
    and(eq(messages.senderable_type, type), eq(messages.senderable_id, id)),
    and(eq(messages.receiverable_type, type), eq(messages.receiverable_id, id)),
  ),
  appointments: and(eq(appointments.customer_type, type), eq(appointments.customerable_id, id)),
});

async function loadPerson(db: Db | Tx, businessId: number, type: PersonType, id: number) {
  const table = personTable(type);
  const [row] = await db
    .select({
      id: table.id,
      firstname: table.firstname,
      lastname: table.lastname,
      email: table.email,
      phone: table.phone,
      language: table.language,
      status: table.status,
      email_reminders_opt_out_at: table.email_reminders_opt_out_at,
      erased_at: table.erased_at,
      created_at: table.created_at,
    })
    .from(table)
    .where(and(eq(table.id, id), eq(table.business_id, businessId)));
  if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return row;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Everything the business holds about one of its clients or guests; another business's id is a 404. */
export async function exportPerson(db: Db, businessId: number, type: PersonType, id: number): Promise<PrivacyExport> {
  const person = await loadPerson(db, businessId, type, id);
  const match = isPerson(type, id);
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [bookings, services, written, reviewRows, deliveries, consentRows] = await Promise.all([
    db
      .select({
        id: appointments.id,
        date: appointments.date,
        start_time: appointments.start_time,
        end_time: appointments.end_time,
        status: appointments.status,
        consultant: admins.full_name,
        service_total: appointments.service_total,
        tax: appointments.tax,
        tip: appointments.tip,
        booking_fee: appointments.booking_fee,
        total: appointments.total,
        created_at: appointments.created_at,
      })
      .from(appointments)
      .leftJoin(consultants, eq(consultants.id, appointments.consultant_id))
      .leftJoin(admins, eq(admins.id, consultants.admin_id))
      .where(and(eq(appointments.business_id, businessId), match.appointments))
      .orderBy(asc(appointments.starts_at), asc(appointments.id)),
    db
      .select({ appointment_id: appointmentServices.appointment_id, name: appointmentServices.name })
      .from(appointmentServices)
      .innerJoin(appointments, eq(appointments.id, appointmentServices.appointment_id))
      .where(and(eq(appointmentServices.business_id, businessId), match.appointments))
      .orderBy(asc(appointmentServices.id)),
    db
      .select({
        id: messages.id,
        sender_type: messages.senderable_type,
        sender_id: messages.senderable_id,
        body: messages.body,
        created_at: messages.created_at,
      })
      .from(messages)
      .where(and(eq(messages.business_id, businessId), match.messages))
      .orderBy(asc(messages.id)),
    type === 'user'
      ? db
          .select({ id: reviews.id, rating: reviews.rating, text: reviews.text, created_at: reviews.created_at })
          .from(reviews)
          .where(and(eq(reviews.business_id, businessId), eq(reviews.user_id, id)))
          .orderBy(asc(reviews.id))
      : Promise.resolve([]),
    db
      .select({
        channel: messageDeliveries.channel,
        step: messageDeliveries.step,
        address: messageDeliveries.address,
        status: messageDeliveries.status,
        sent_at: messageDeliveries.sent_at,
      })
      .from(messageDeliveries)
      .where(
        and(
          eq(messageDeliveries.business_id, businessId),
          eq(messageDeliveries.recipient_type, type),
          eq(messageDeliveries.recipient_id, id),
        ),
      )
      .orderBy(asc(messageDeliveries.id)),
    db.select(CONSENT_COLUMNS).from(consents).where(consentsOf(businessId, type, id)).orderBy(asc(consents.id)),
  ]);
  const servicesOf = new Map<number, string[]>();
  for (const row of services) servicesOf.set(row.appointment_id, [...(servicesOf.get(row.appointment_id) ?? []), row.name]);
  return {
    exported_at: clock.now().toISOString(),
    business: { id: business!.id, name: business!.name },
    person: {
      type,
      ...person,
      email_reminders_opt_out_at: iso(person.email_reminders_opt_out_at),
      erased_at: iso(person.erased_at),
      created_at: person.created_at.toISOString(),
    },
    appointments: bookings.map((row) => ({
      ...row,
      services: servicesOf.get(row.id) ?? [],
      service_total: row.service_total ?? 0,
      tax: row.tax ?? 0,
      tip: row.tip ?? 0,
      booking_fee: row.booking_fee ?? 0,
      total: row.total ?? 0,
      created_at: row.created_at.toISOString(),
    })),
    messages: written.map((row) => ({
      id: row.id,
      direction: row.sender_type === type && row.sender_id === id ? ('received' as const) : ('sent' as const),
      body: row.body,
      created_at: row.created_at.toISOString(),
    })),
    reviews: reviewRows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    deliveries: deliveries.map((row) => ({ ...row, sent_at: iso(row.sent_at) })),
    consents: consentRows.map((row) => ({ ...row, recorded_at: row.recorded_at.toISOString() })),
  };
}

/** A consent row as the export and the customer's choices show it. */
const CONSENT_COLUMNS = {
  purpose: consents.purpose,
  granted: consents.granted,
  source: consents.source,
  wording: consents.wording,
  recorded_at: consents.created_at,
};

/** One customer's consent rows in one business. */
export const consentsOf = (businessId: number, type: PersonType, id: number) =>
  and(eq(consents.business_id, businessId), eq(consents.customer_type, type), eq(consents.customerable_id, id));

interface ConsentChoice {
  purpose: ConsentPurpose;
  granted: boolean;
  wording: string;
}

/**
 * Records a customer's choices (one row each, never changed), in the caller's transaction:
 * at booking on the site, the channels they ticked for confirmations and reminders.
 */
export async function recordConsents(
  tx: Tx | Db,
  who: { businessId: number; type: PersonType; id: number },
  source: ConsentSource,
  choices: ConsentChoice[],
): Promise<void> {
  if (choices.length === 0) return;
  await tx.insert(consents).values(
    choices.map((choice) => ({
      business_id: who.businessId,
      customer_type: who.type,
      customerable_id: who.id,
      source,
      ...choice,
    })),
  );
}

/**
 * What a customer ticked when booking on the site, as consent rows: the reminder channels, and
 * marketing when they ticked it (never pre-ticked; left unticked, nothing is recorded, which
 * means no consent).
 */
export function bookingConsents(
  body: { notify_by?: readonly ('email' | 'sms')[]; marketing?: boolean },
  language: 'en-CA' | 'fr-CA',
): ConsentChoice[] {
  const choices: ConsentChoice[] = (body.notify_by ?? []).map((channel) => {
    const purpose = channel === 'email' ? ('email_reminders' as const) : ('sms_reminders' as const);
    return { purpose, granted: true, wording: CONSENT_WORDING[purpose][language] };
  });
  if (body.marketing) choices.push({ purpose: 'marketing', granted: true, wording: CONSENT_WORDING.marketing[language] });
  return choices;
}

/** A customer's current choice per purpose: the latest record of each (none: never asked). */
export async function latestConsents(
  db: Db | Tx,
  businessId: number,
  type: PersonType,
  id: number,
): Promise<ConsentStatus[]> {
  const rows = await db
    .selectDistinctOn([consents.purpose], CONSENT_COLUMNS)
    .from(consents)
    .where(consentsOf(businessId, type, id))
    .orderBy(consents.purpose, desc(consents.id));
  return rows.map((row) => ({ ...row, recorded_at: row.recorded_at.toISOString() }));
}

/** Records an export in Activities. */
export async function recordExport(
  db: Db,
  businessId: number,
  type: PersonType,
  id: number,
  initiator: Exclude<PrivacyInitiator, { kind: 'retention' }>,
  note: ActivityNote,
): Promise<void> {
  await recordActivity(db, {
    businessId,
    adminId: initiator.kind === 'admin' ? initiator.adminId : null,
    initiator: initiator.kind === 'admin' ? { type: 'admin', id: initiator.adminId } : { type, id },
    receiver: { type, id },
    type: 'note',
    note,
  });
}

/**
 * Anonymizes one client or guest in the caller's transaction and records it in Activities.
 * Refused while they have an upcoming active appointment (someone would be expected whom
 * nobody can reach), and when already erased.
 */
export async function erasePerson(
  tx: Tx,
  businessId: number,
  type: PersonType,
  id: number,
  initiator: PrivacyInitiator,
  note: ActivityNote,
): Promise<Erasure> {
  const table = personTable(type);
  // Lock the row: two erasures (or an erasure and a booking) of one person run one at a time.
  const [person] = await tx
    .select({ id: table.id, erased_at: table.erased_at, email: table.email, phone: table.phone })
    .from(table)
    .where(and(eq(table.id, id), eq(table.business_id, businessId)))
    .for('update');
  if (!person) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  if (person.erased_at) throw new AppError(ErrorCode.Conflict, PrivacyMessages.alreadyErased);
  const now = clock.now();
  const match = isPerson(type, id);
  const [upcoming] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.business_id, businessId),
        match.appointments,
        eq(appointments.status, 'active'),
        gt(appointments.ends_at, now),
      ),
    )
    .limit(1);
  if (upcoming) throw new AppError(ErrorCode.Conflict, PrivacyMessages.upcoming);

  const anonymous = {
    firstname: ERASED_FIRSTNAME,
    lastname: type === 'user' ? 'client' : 'guest',
    email: erasedEmail(type, id),
    phone: null,
    status: 'inactive' as const,
    email_reminders_opt_out_at: now,
    erased_at: now,
    updated_at: now,
  };
  if (type === 'user') {
    await tx
      .update(users)
      .set({ ...anonymous, image_url: null, password: null })
      .where(and(eq(users.id, id), eq(users.business_id, businessId)));
    await tx.delete(authTokens).where(and(eq(authTokens.tokenable_type, 'user'), eq(authTokens.tokenable_id, id)));
  } else {
    await tx.update(guests).set(anonymous).where(and(eq(guests.id, id), eq(guests.business_id, businessId)));
  }
  const erasedMessages = await tx
    .update(messages)
    .set({ body: ERASED_TEXT, contact_name: null, contact_email: null, contact_phone: null, updated_at: now })
    .where(and(eq(messages.business_id, businessId), match.messages))
    .returning({ id: messages.id });
  const erasedReviews =
    type === 'user'
      ? await tx
          .update(reviews)
          .set({ text: ERASED_TEXT, updated_at: now })
          .where(and(eq(reviews.business_id, businessId), eq(reviews.user_id, id)))
          .returning({ id: reviews.id })
      : [];
  await tx
    .update(messageDeliveries)
    .set({ address: null })
    .where(
      and(
        eq(messageDeliveries.business_id, businessId),
        eq(messageDeliveries.recipient_type, type),
        eq(messageDeliveries.recipient_id, id),
      ),
    );
  // This business's copies of what it sent them (the mail and SMS log holds their address and
  // the texts); another business's record of the same address is not this one's to erase.
  await tx
    .delete(outboundMail)
    .where(and(eq(outboundMail.business_id, businessId), eq(sql`lower(${outboundMail.to})`, person.email.toLowerCase())));
  const phone = toE164(person.phone);
  if (phone) {
    await tx.delete(outboundSms).where(and(eq(outboundSms.business_id, businessId), eq(outboundSms.to, phone)));
  }
  await tx
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.business_id, businessId),
        eq(waitlistEntries.customer_type, type),
        eq(waitlistEntries.customerable_id, id),
      ),
    );
  await tx
    .update(paymentMethods)
    .set({ status: 'inactive' })
    .where(
      inArray(
        paymentMethods.merchant_customers_id,
        tx
          .select({ id: merchantCustomers.id })
          .from(merchantCustomers)
          .where(and(eq(merchantCustomers.customerable_type, type), eq(merchantCustomers.customerable_id, id))),
      ),
    );
  const [kept] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.business_id, businessId), match.appointments));
  await recordActivity(tx, {
    businessId,
    adminId: initiator.kind === 'admin' ? initiator.adminId : null,
    initiator:
      initiator.kind === 'admin'
        ? { type: 'admin', id: initiator.adminId }
        : initiator.kind === 'self'
          ? { type, id }
          : { type: 'business', id: businessId },
    receiver: { type, id },
    type: 'note',
    note,
  });
  return {
    type,
    id,
    erased_at: now.toISOString(),
    appointments_kept: kept?.count ?? 0,
    messages_erased: erasedMessages.length,
    reviews_erased: erasedReviews.length,
  };
}

/**
 * How long the record of sent mail and SMS is kept (a support window for "did my reminder go
 * out?"): it holds addresses and texts, and every tenant's sending adds to it.
 */
export const OUTBOUND_LOG_KEPT_DAYS = 90;

/** Deletes the mail and SMS records past their keeping time; answers how many went. */
export async function pruneOutboundLog(db: Db): Promise<number> {
  const before = new Date(clock.now().getTime() - OUTBOUND_LOG_KEPT_DAYS * 24 * 3_600_000);
  const result = await db.execute<{ n: number }>(sql`
    with mail as (delete from ${outboundMail} where ${outboundMail.created_at} < ${before.toISOString()}::timestamptz returning 1),
         sms as (delete from ${outboundSms} where ${outboundSms.created_at} < ${before.toISOString()}::timestamptz returning 1)
    select ((select count(*) from mail) + (select count(*) from sms))::int as n`);
  return result.rows[0]?.n ?? 0;
}

/** Guests the retention job erases in one transaction; the job goes on until none is left. */
export const RETENTION_BATCH = 100;

/**
 * The business's guests past its retention period: not erased, created over N months ago, and
 * without an appointment that ends after (now − N months). Oldest first, at most `limit`.
 */
export async function guestsPastRetention(db: Db | Tx, now: Date, limit: number) {
  return db
    .select({ id: guests.id, business_id: guests.business_id, months: businesses.guest_retention_months })
    .from(guests)
    .innerJoin(businesses, eq(businesses.id, guests.business_id))
    .where(
      and(
        isNull(guests.erased_at),
        lt(guests.created_at, sql`${now.toISOString()}::timestamptz - make_interval(months => ${businesses.guest_retention_months})`),
        notExists(
          db
            .select({ id: appointments.id })
            .from(appointments)
            .where(
              and(
                eq(appointments.guest_id, guests.id),
                eq(appointments.business_id, guests.business_id),
                sql`${appointments.ends_at} > ${now.toISOString()}::timestamptz - make_interval(months => ${businesses.guest_retention_months})`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(guests.created_at), asc(guests.id))
    .limit(limit);
}

/** The queue of the daily retention sweep. */
export const RETENTION_QUEUE = 'privacy-retention';
/** The sweep runs at 03:00 UTC, when no business in Canada is open. */
const RETENTION_HOUR_UTC = 3;

/** The first 03:00 UTC after `now`. */
export function nextRetentionRun(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RETENTION_HOUR_UTC));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Adds the next retention sweep to the queue; adding the same day's twice adds one job. */
export async function scheduleRetention(db: Db, jobs: JobQueue): Promise<void> {
  const dueAt = nextRetentionRun(clock.now());
  await db.transaction((tx) =>
    jobs.add(tx, { queue: RETENTION_QUEUE, data: {}, key: `${RETENTION_QUEUE}:${dueAt.toISOString().slice(0, 10)}`, dueAt }),
  );
}

/**
 * The retention sweep: erases every guest past their business's retention period, a batch per
 * transaction (a failure keeps the batches before it), each with its activity; then adds the
 * next day's sweep. Answers how many guests it erased.
 */
export async function runRetention(deps: { db: Db; jobs: JobQueue }): Promise<number> {
  const now = clock.now();
  let erased = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const batch = await guestsPastRetention(tx, now, RETENTION_BATCH);
      for (const guest of batch) {
        await erasePerson(tx, guest.business_id, 'guest', guest.id, { kind: 'retention' }, PrivacyActivityNotes.retention(guest.months));
      }
      return batch.length;
    });
    erased += count;
    if (count < RETENTION_BATCH) break;
  }
  await scheduleRetention(deps.db, deps.jobs);
  return erased;
}
